// C17 7.22.6: <stdlib.h>'s integer arithmetic functions on the device:
// abs, labs, llabs, and div, ldiv, lldiv, whose quotient truncates toward
// zero (6.5.5p6) with the remainder of the same sign as the dividend.
#include <stdlib.h>
static int check(void) {
  if (abs(-7) != 7 || abs(7) != 7 || abs(0) != 0) return 1;
  if (labs(-9000000000L) != 9000000000L) return 2;
  if (llabs(-123456789012345LL) != 123456789012345LL) return 3;
  div_t q = div(-7, 2);
  if (q.quot != -3 || q.rem != -1) return 4;
  q = div(7, -2);
  if (q.quot != -3 || q.rem != 1) return 5;
  ldiv_t l = ldiv(10000000001L, 10L);
  if (l.quot != 1000000000L || l.rem != 1) return 6;
  lldiv_t ll = lldiv(-10000000001LL, 10LL);
  if (ll.quot != -1000000000LL || ll.rem != -1) return 7;
  if (EXIT_SUCCESS != 0 || EXIT_FAILURE == 0) return 8;
  return 0;
}
__device__ int test(void) { return check(); }
