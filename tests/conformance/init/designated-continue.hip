// C17 6.7.9p17 and EXAMPLE 11: after a designator, the next initializers
// go to the following subobjects in order.
struct s { int a, b, c, d; };
static int check(void) {
  int a[10] = {1, 3, 5, 7, 9, [6] = 8, 6, 4, 2};
  if (a[4] != 9 || a[5] != 0 || a[6] != 8 || a[7] != 6 || a[9] != 2) return 1;
  struct s x = {.b = 2, 3, 4};
  if (x.a != 0 || x.b != 2 || x.c != 3 || x.d != 4) return 2;
  int b[8] = {[2] = 1, 2, [0] = 9, 8};
  if (b[0] != 9 || b[1] != 8 || b[2] != 1 || b[3] != 2 || b[4] != 0) return 3;
  int c[10] = {1, 3, 5, 7, 9, [10 - 5] = 8, 6, 4, 2, 0};   /* EXAMPLE 11 shape */
  if (c[5] != 8 || c[9] != 0 || c[8] != 2) return 4;
  return 0;
}
__device__ int test(void) { return check(); }
