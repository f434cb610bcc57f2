// C17 6.10.1p6: after a group whose condition is true, later #elif
// conditions are not evaluated, and skipped groups may hold any
// directive names, even unknown ones.
static int check(void) {
  int r = 0;
#if 1
  r = 1;
#elif 1 / 0
  r = 2;
#else
  r = 3;
#endif
#if 0
#unknown_directive here
#error not reached
#include <no/such/file.h>
#endif
#ifdef NOT_DEFINED
#elif defined(ALSO_NOT)
  r = 10;
#elif 0
#else
  r += 10;
#endif
  return r == 11 ? 0 : 1;
}
__device__ int test(void) { return check(); }
