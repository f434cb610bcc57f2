// C17 6.7.9p17: a brace-enclosed list initialises the members in order;
// members without an initializer are zero (6.7.9p21).
struct s { int a; double d; char c; int *p; };
static int check(void) {
  struct s x = {1, 2.5, 'c', 0};
  if (x.a != 1 || x.d != 2.5 || x.c != 'c' || x.p) return 1;
  struct s y = {7};
  if (y.a != 7 || y.d != 0 || y.c != 0 || y.p != 0) return 2;
  struct s z = {0};
  if (z.a || z.d || z.c || z.p) return 3;
  struct s w = x;                 /* from a struct expression */
  if (w.d != 2.5) return 4;
  return 0;
}
__device__ int test(void) { return check(); }
