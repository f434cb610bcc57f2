// C17 6.5.2.2p6: a call through a pointer to a function without a
// prototype passes the arguments after the default argument promotions
// (float to double, char and short to int); the function called must take
// those types.  hipc emitted an invalid LLVM module for such a call.
typedef int (*fp)();
typedef double (*dfp)();
static int twice(int x) { return 2 * x; }
static double mix(int a, double b, int c) { return a + b * c; }
static int call_int(fp p, int i) { return (*p)(i); }
static double call_mix(dfp p, char a, float b, short c) { return p(a, b, c); }
int no_args();
int no_args() { return 7; }
static int check(void) {
  if (call_int((fp)twice, 21) != 42) return 1;
  if (call_mix((dfp)mix, 3, 0.5f, 4) != 5.0) return 2;
  fp q = (fp)twice;
  if (q(-4) != -8) return 3;
  if (no_args() != 7) return 4;
  return 0;
}
__device__ int test(void) { return check(); }
