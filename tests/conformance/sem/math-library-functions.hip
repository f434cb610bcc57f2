// <math.h> (C17 7.12) functions an AMDGPU has no instruction for, from
// hipc's own <__hipc_math.h> (HIP takes them from ROCm's ocml): results
// that are exact.  (Their accuracy elsewhere: tests/math; round, fmod,
// ldexp and the others AMDGPU does in hardware: sem/math-native-functions.)
#include <math.h>
__device__ int test(void) {
  volatile double two = 2.0;
  volatile float twof = 2.0f;
  if (pow(two, 10.0) != 1024.0 || powf(twof, 10.0f) != 1024.0f) return 1;
  if (exp(0.0) != 1.0 || log(1.0) != 0.0) return 2;
  if (exp2(two) != 4.0 || log2(8.0) != 3.0 || log10(100.0) != 2.0) return 3;
  if (sin(0.0) != 0.0 || cos(0.0) != 1.0 || tanf(0.0f) != 0.0f) return 4;
  if (hypot(3.0, 4.0) != 5.0 || cbrt(27.0) != 3.0) return 5;
  if (atan2(two, two) != M_PI_4 || asin(two - 1.0) != M_PI_2 || acos(1.0 - two) != M_PI) return 6;
  if (acos(two - 1.0) != 0.0 || atan(0.0) != 0.0 || atanf(0.0f) != 0.0f) return 7;
  if (sinh(two - 2.0) != 0.0 || cosh(two - 2.0) != 1.0 || tanh(two - 2.0) != 0.0) return 8;
  if (asinh(two - 2.0) != 0.0 || acosh(two - 1.0) != 0.0 || atanh(two - 2.0) != 0.0) return 10;
  if (expm1(two - 2.0) != 0.0 || log1p(two - 2.0) != 0.0 || log1pf(twof - 1.0f) != 0.6931472f) return 9;
  return 0;
}
