// C17 6.10.4p3: `#line N` makes the next source line number N; __LINE__
// (6.10.8.1) counts on from there.
static int check(void) {
#line 1000
  int a = __LINE__;
  int b = __LINE__;

  int c = __LINE__;
  if (a != 1000) return 1;
  if (b != 1001) return 2;
  if (c != 1003) return 3;
#line 7
  if (__LINE__ != 7) return 4;
  return 0;
}
__device__ int test(void) { return check(); }
