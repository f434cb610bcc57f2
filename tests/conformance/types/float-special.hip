// Annex F: infinities, NaN (unequal to itself) and signed zero.
#include <float.h>
static int check(void) {
  volatile float zero = 0.0f;
  float inf = 1.0f / zero;
  if (!(inf > FLT_MAX)) return 1;
  if (-inf >= -FLT_MAX) return 2;
  float nan = zero / zero;
  if (nan == nan) return 3;
  if (!(nan != nan)) return 4;
  if (nan < 0 || nan > 0 || nan == 0) return 5;
  float nz = -zero;
  if (nz != 0.0f) return 6;                  /* -0 == +0 */
  if (1.0f / nz != -inf) return 7;
  double big = DBL_MAX;
  if (big * 2 != 1.0 / (double)zero) return 8;
  return 0;
}
__device__ int test(void) { return check(); }
