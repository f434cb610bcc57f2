// C17 6.5.16.1p2: assigning a structure copies every member; afterwards the
// two objects are independent.
struct S { int a; double b; char name[8]; int *p; };
__device__ int test(void) {
  int target = 9;
  struct S x = {1, 2.5, "abc", &target};
  struct S y;
  y = x;
  if (y.a != 1 || y.b != 2.5 || y.name[2] != 'c' || y.p != &target) return 1;
  y.a = 100;
  y.name[0] = 'Z';
  if (x.a != 1 || x.name[0] != 'a') return 2;  /* x unchanged */
  struct S z = y;                              /* initialisation copies too */
  if (z.a != 100 || z.name[0] != 'Z') return 3;
  struct S *px = &x, *py = &y;
  *py = *px;
  if (y.a != 1 || y.name[0] != 'a') return 4;
  struct S w;
  w = y = z;                                   /* chained */
  if (w.a != 100 || y.a != 100) return 5;
  return 0;
}
