// C17 6.5.3.2: &*E is E and *&E is E; & of a subscript is the element's
// address.
__device__ int test(void) {
  int x = 3;
  int a[4] = {0, 1, 2, 3};
  int *p = &x;
  if (*&x != 3) return 1;
  if (&*p != p) return 2;
  if (&a[2] != a + 2) return 3;
  if (&*a != a) return 4;
  *&x = 9;
  if (x != 9) return 5;
  int **pp = &p;
  **pp = 11;
  if (x != 11) return 6;
  if (*&*&a[3] != 3) return 7;
  struct { int m; } s = {4};
  if (*&s.m != 4) return 8;
  return 0;
}
