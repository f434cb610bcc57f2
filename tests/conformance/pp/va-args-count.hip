// C17 6.10.3: counting variadic arguments with the usual argument-shifting
// idiom; each level is rescanned (6.10.3.4).
#define NARG(...) NARG_(__VA_ARGS__, 8, 7, 6, 5, 4, 3, 2, 1, 0)
#define NARG_(...) NTH(__VA_ARGS__)
#define NTH(_1, _2, _3, _4, _5, _6, _7, _8, n, ...) n
static int check(void) {
  if (NARG(a) != 1) return 1;
  if (NARG(a, b) != 2) return 2;
  if (NARG(a, b, c, d, e) != 5) return 3;
  if (NARG(a, (b, c), d) != 3) return 4;
  if (NARG(1, 2, 3, 4, 5, 6, 7, 8) != 8) return 5;
  return 0;
}
__device__ int test(void) { return check(); }
