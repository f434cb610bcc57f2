// C17 6.7.9p7, p18: .member designators, in any order; the others are
// zero.
struct s { int a, b, c; double d; };
static int check(void) {
  struct s x = {.c = 3, .a = 1};
  if (x.a != 1 || x.b != 0 || x.c != 3 || x.d != 0) return 1;
  struct s y = {.d = 2.5};
  if (y.a || y.b || y.c || y.d != 2.5) return 2;
  struct s z = {.b = 7, .d = 1.0, .a = 5};
  if (z.a != 5 || z.b != 7 || z.c != 0 || z.d != 1.0) return 3;
  return 0;
}
__device__ int test(void) { return check(); }
