// C17 7.20.2.2-7.20.2.3: <stdint.h> defines the limits of the
// minimum-width and fastest types: INT_LEASTN_MIN/MAX, UINT_LEASTN_MAX,
// INT_FASTN_MIN/MAX, UINT_FASTN_MAX, for N = 8, 16, 32, 64.
#include <stdint.h>
__device__ int test(void) {
  if (INT_LEAST8_MIN != -128 || INT_LEAST8_MAX != 127 || UINT_LEAST8_MAX != 255) return 1;
  if (INT_LEAST16_MAX != 32767 || UINT_LEAST16_MAX != 65535) return 2;
  if (INT_LEAST32_MAX != 2147483647 || UINT_LEAST64_MAX != 18446744073709551615ull) return 3;
  if (INT_FAST8_MAX < 127 || INT_FAST16_MAX < 32767 || INT_FAST32_MIN > -2147483647) return 4;
  if (UINT_FAST64_MAX != 18446744073709551615ull || INT_FAST64_MIN >= 0) return 5;
  if (INT_LEAST64_MIN != -9223372036854775807LL - 1) return 6;
  return 0;
}
