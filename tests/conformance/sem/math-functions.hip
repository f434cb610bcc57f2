// <math.h> in device code (C17 7.12): results that are exact in IEEE 754.
// (floor, ceil, trunc, rint and fma: sem/math-rounding-host; round, fmod,
// ldexp and friends: sem/math-native-functions; exp, pow, sin and the
// others an AMDGPU has no instruction for: sem/math-library-functions.)
#include <math.h>
__device__ int test(void) {
  volatile double d = 16.0, neg = -2.5;
  volatile float f = 2.25f;
  if (sqrt(d) != 4.0) return 1;
  if (sqrtf(f) != 1.5f) return 2;
  if (fabs(neg) != 2.5) return 3;
  if (fabsf(-f) != 2.25f) return 4;
  if (fmin(d, neg) != -2.5 || fmax(d, neg) != 16.0) return 5;
  if (fminf(f, 1.0f) != 1.0f || fmaxf(f, 1.0f) != 2.25f) return 6;
  if (copysign(3.0, neg) != -3.0) return 7;
  if (copysignf(1.0f, f) != 1.0f) return 8;
  return 0;
}
