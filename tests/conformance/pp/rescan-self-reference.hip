// C17 6.10.3.4p2: `#define x (4 + x)` replaces x once; the inner x is the
// variable.
static int check(void) {
  int x = 2, y = 3;
#define x (4 + x)
#define y (y * 2)
  if (x != 6) return 1;
  if (y != 6) return 2;
#undef x
  if (x != 2) return 3;
  return 0;
}
__device__ int test(void) { return check(); }
