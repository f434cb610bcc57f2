// C17 6.10.1p6: only the first group whose condition is true is kept; the
// later #elif are not evaluated (1/0 there is no error).
#define V 2
static int check(void) {
  int r = 0;
#if V == 1
  r = 1;
#elif V == 2
  r = 2;
#elif 1 / 0
  r = 3;
#else
  r = 4;
#endif
  if (r != 2) return 1;
#if 0
  r = 5;
#elif 0
  r = 6;
#else
  r = 7;
#endif
  if (r != 7) return 2;
#if 1
  r = 8;
#else
  r = 9;
#endif
  if (r != 8) return 3;
  return 0;
}
__device__ int test(void) { return check(); }
