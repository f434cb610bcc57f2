// C17 6.10.1p6: in a skipped group, nested conditional directives are
// tracked (only their names) so #else/#endif pair up correctly.
static int check(void) {
  int r = 0;
#if 0
#if 1
  r = 100;
#else
  r = 200;
#endif
#elif 1
#ifdef UNDEFINED_X
  r = 300;
#elif 1
  r = 1;
#endif
#else
  r = 400;
#endif
#if 1
#if 0
#elif 0
#else
  r += 10;
#endif
#endif
  return r == 11 ? 0 : 1;
}
__device__ int test(void) { return check(); }
