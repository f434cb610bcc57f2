// C17 5.2.4.2.2, 6.3.1.5, F.2: IEEE float and double edge values:
// overflow to infinity, NaN comparisons, signed zero, subnormals.
#include <float.h>
__device__ int test(void) {
  volatile double big = DBL_MAX, one = 1.0, zero = 0.0;
  double inf = big * 2.0;
  if (!(inf > big)) return 1;
  if (inf - inf == inf - inf) return 2;        /* NaN is unordered */
  double nan = zero / zero;
  if (nan == nan || !(nan != nan)) return 3;
  if (nan < 1.0 || nan > 1.0 || nan == 1.0) return 4;
  double nz = -zero;
  if (nz != 0.0) return 5;                     /* -0 == +0 */
  if (!(one / nz < 0.0)) return 6;             /* but 1/-0 is -inf */
  volatile double dmin = DBL_MIN;
  double sub = dmin / 4.0;
  if (!(sub > 0.0) || !(sub < dmin)) return 7; /* a subnormal */
  volatile float fbig = FLT_MAX;
  float finf = fbig * 2.0f;
  if (finf != (float)inf) return 8;
  if ((float)big != finf) return 9;            /* DBL_MAX overflows float */
  volatile double d = 0.1;
  if ((float)d == d) return 10;                /* 0.1 is inexact in float */
  if ((double)(float)0.5 != 0.5) return 11;
  return 0;
}
