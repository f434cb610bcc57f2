// <limits.h>, <stdint.h>, <float.h> (C17 5.2.4.2, 7.20): the values of the
// AMDGPU and x86-64 data models, and arithmetic at the limits.
#include <limits.h>
#include <stdint.h>
#include <float.h>
__device__ int test(void) {
  if (CHAR_BIT != 8 || CHAR_MIN != -128 || CHAR_MAX != 127) return 1;
  if (SCHAR_MIN != -128 || UCHAR_MAX != 255) return 2;
  if (SHRT_MIN != -32768 || SHRT_MAX != 32767 || USHRT_MAX != 65535) return 3;
  if (INT_MAX != 2147483647 || INT_MIN != -2147483647 - 1 || UINT_MAX != 4294967295u) return 4;
  if (LONG_MAX != 9223372036854775807L || ULONG_MAX != 18446744073709551615UL) return 5;
  if (LLONG_MIN != -9223372036854775807LL - 1) return 6;
  if (INT8_MIN != -128 || UINT16_MAX != 65535 || INT32_MAX != INT_MAX) return 7;
  if (INT64_MAX != LLONG_MAX || UINT64_MAX != ULLONG_MAX) return 8;
  if (sizeof(int8_t) != 1 || sizeof(uint64_t) != 8 || sizeof(intptr_t) != 8) return 9;
  if (FLT_MAX != 0x1.fffffep127f || DBL_EPSILON != 0x1p-52) return 10;
  if (FLT_MANT_DIG != 24 || DBL_MANT_DIG != 53) return 11;
  if (INT_MAX + 1u != 2147483648u) return 12;
  if ((unsigned)INT_MIN != 2147483648u) return 13;
  if (FLT_TRUE_MIN != 0x1p-149f || DBL_TRUE_MIN != 0x1p-1074) return 14;
  if (FLT_MIN_10_EXP != -37 || DBL_MAX_10_EXP != 308 || FLT_DECIMAL_DIG != 9) return 15;
  return 0;
}
