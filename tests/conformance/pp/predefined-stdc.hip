// C17 6.10.8.1: __STDC__ is 1 and __STDC_VERSION__ is 201710L; both are
// usable in #if.
#if !defined(__STDC__) || __STDC__ != 1
#error "__STDC__"
#endif
#if __STDC_VERSION__ < 201710L
#error "__STDC_VERSION__"
#endif
static int check(void) {
  if (__STDC__ != 1) return 1;
  if (__STDC_VERSION__ != 201710L) return 2;
  if (sizeof(__STDC_VERSION__) != sizeof(long)) return 3;
#ifndef __LINE__
  return 4;
#endif
#ifndef __FILE__
  return 5;
#endif
  return 0;
}
__device__ int test(void) { return check(); }
