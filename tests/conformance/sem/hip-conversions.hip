// HIP's conversions with a rounding mode (amd_device_functions.h, issue
// 14).  Expected values by hand: 2^24 + 1 lies between the floats 2^24 and
// 2^24 + 2, 1/3 between two floats, 1e39 above FLT_MAX.
#include <hip/hip_runtime.h>

__device__ int test(void) {
  volatile float f = 2.5f, g = -2.5f;
  if (__float2int_rn(f) != 2 || __float2int_rz(g) != -2 || __float2int_ru(g) != -2 ||
      __float2int_rd(g) != -3 || __float2int_ru(f) != 3)
    return 1;
  volatile double d = 3.5;
  if (__double2int_rn(d) != 4 || __double2uint_rd(d) != 3u || __double2ll_ru(-d) != -3 ||
      __double2ull_rz(d) != 3ull || __float2ull_rn(f) != 2ull || __float2ll_rd(g) != -3)
    return 2;
  volatile int i = (1 << 24) + 1;
  if (__int2float_rn(i) != 16777216.0f || __int2float_rz(i) != 16777216.0f ||
      __int2float_ru(i) != 16777218.0f || __int2float_rd(i) != 16777216.0f)
    return 3;
  if (__int2float_rz(-i) != -16777216.0f || __int2float_rd(-i) != -16777218.0f) return 4;
  volatile unsigned long long big = (1ull << 60) + 1;
  if (__ull2double_ru(big) != 0x1.0000000000001p60 || __ull2double_rd(big) != 0x1p60 ||
      __ll2double_rn((long long)big) != 0x1p60 || __ull2float_ru(big) != 0x1.000002p60f)
    return 5;
  volatile double third = 1.0 / 3.0, huge = 1e39;
  float lo = __double2float_rd(third), hi = __double2float_ru(third);
  if (!(lo < third && hi > third) || __builtin_nextafterf(lo, 1.0f) != hi) return 6;
  if (__double2float_rz(third) != lo || __double2float_rz(-third) != -lo) return 7;
  if (__double2float_rz(huge) != 3.40282347e38f || __double2float_ru(huge) != __builtin_inff() ||
      __double2float_rn(huge) != __builtin_inff() || __double2float_rd(-huge) != -__builtin_inff())
    return 8;
  if (__int2double_rn(-7) != -7.0 || __uint2double_rn(4000000000u) != 4e9) return 9;
  return 0;
}
