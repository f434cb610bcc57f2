// C17 6.2.5p10, 5.2.4.2.2 and annex F: float and double are IEC 60559
// binary32 and binary64.
#include <float.h>
static int check(void) {
  if (sizeof(float) != 4 || sizeof(double) != 8) return 1;
  if (FLT_MANT_DIG != 24 || DBL_MANT_DIG != 53) return 2;
  volatile float one = 1.0f;
  if (one + FLT_EPSILON == one) return 3;
  if (one + FLT_EPSILON / 2 != one) return 4;       /* rounds to even */
  volatile double d1 = 1.0;
  if (d1 + DBL_EPSILON == d1 || d1 + DBL_EPSILON / 2 != d1) return 5;
  float f = 16777216.0f;
  if (f + 1.0f != f) return 6;                      /* 2^24 + 1 */
  double d = 16777216.0;
  if (d + 1.0 == d) return 7;
  if ((float)0.1 == 0.1) return 8;
  if ((int)-2.9 != -2 || (int)2.9 != 2) return 9;   /* truncation, 6.3.1.4 */
  if (3.0f / 2 != 1.5f) return 10;
  return 0;
}
__device__ int test(void) { return check(); }
