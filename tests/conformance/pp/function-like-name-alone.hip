// C17 6.10.3p10: a function-like macro's name not followed by '(' is not
// an invocation, so (f)(x) calls the function f.
#define twice(x) (2 * (x))
static int (twice)(int x) { return x + 100; }
#define NOPAREN twice
static int check(void) {
  if (twice(3) != 6) return 1;
  if ((twice)(3) != 103) return 2;
  int (*fp)(int) = twice;
  if (fp(1) != 101) return 3;
  if (NOPAREN(4) != 8) return 4;       /* the rescan sees the '(' */
  return 0;
}
__device__ int test(void) { return check(); }
