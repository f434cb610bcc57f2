// C17 6.3.1.5p1, F.4: double to float rounds to nearest; values beyond
// FLT_MAX become infinity, values below the smallest subnormal become
// zero (keeping the sign), subnormal floats are representable.
#include <float.h>
__device__ int test(void) {
  volatile double big = 1e40, tiny = 1e-50, ntiny = -1e-50, sub = 1e-40;
  volatile double half_ulp = 1.0 + 0x1p-24;                /* a tie */
  volatile double above = 1.0 + 0x1p-24 + 0x1p-40;
  float f = big;
  if (!(f > FLT_MAX)) return 1;
  f = tiny;
  if (f != 0.0f) return 2;
  f = ntiny;
  if (f != 0.0f || !(1.0f / f < 0)) return 3;                /* -0.0f */
  f = sub;
  if (!(f > 0.0f) || !(f < FLT_MIN)) return 4;
  if ((float)half_ulp != 1.0f) return 5;                      /* ties to even */
  if ((float)above != 1.0f + 0x1p-23f) return 6;
  if ((float)(double)FLT_MAX != FLT_MAX) return 7;
  return 0;
}
