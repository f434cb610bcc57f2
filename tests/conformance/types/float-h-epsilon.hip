// C17 5.2.4.2.2: FLT_EPSILON and DBL_EPSILON are the gap after 1; FLT_DIG,
// DBL_DIG, FLT_RADIX, FLT_EVAL_METHOD and the normalized minimums.
#include <float.h>
__device__ int test(void) {
  volatile float one = 1.0f;
  volatile double done = 1.0;
  if (one + FLT_EPSILON == one) return 1;
  if (one + FLT_EPSILON / 4 != one) return 2;
  if (done + DBL_EPSILON == done) return 3;
  if (done + DBL_EPSILON / 4 != done) return 4;
  if (FLT_RADIX != 2 || FLT_DIG != 6 || DBL_DIG != 15) return 5;
  if (FLT_EVAL_METHOD != 0) return 6;
  if (FLT_MIN != 0x1p-126f || DBL_MIN != 0x1p-1022) return 7;
  if (DBL_MAX != 0x1.fffffffffffffp1023) return 8;
  if (FLT_MAX_EXP != 128 || DBL_MIN_EXP != -1021) return 9;
  if (FLT_EPSILON != 0x1p-23f) return 10;
  if (_Generic(FLT_MAX, float: 0, default: 1)) return 11;
  if (_Generic(DBL_MAX, double: 0, default: 1)) return 12;
  return 0;
}
