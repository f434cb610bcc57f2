// C17 7.20.1-7.20.2: the exact, least, fast, pointer and greatest-width
// integer types of <stdint.h> and the limits of the exact-width ones.
#include <stdint.h>
__device__ int test(void) {
  if (sizeof(int_least8_t) != 1 || sizeof(uint_least16_t) != 2) return 1;
  if (sizeof(int_least32_t) != 4 || sizeof(uint_least64_t) != 8) return 2;
  if (sizeof(int_fast8_t) < 1 || sizeof(int_fast64_t) != 8) return 3;
  if (sizeof(intmax_t) != 8 || INTMAX_MAX != 9223372036854775807LL) return 4;
  if (UINTMAX_MAX != 18446744073709551615ull) return 5;
  if (INT8_MAX != 127 || UINT8_MAX != 255) return 6;
  if (INT16_MIN != -32768 || INT32_MIN != -2147483647 - 1) return 7;
  if (SIZE_MAX != 18446744073709551615ull) return 8;
  if (PTRDIFF_MIN != -9223372036854775807LL - 1 || PTRDIFF_MAX != INT64_MAX) return 9;
  if (INTPTR_MAX != INT64_MAX || UINTPTR_MAX != UINT64_MAX) return 10;
  int x = 5;
  uintptr_t u = (uintptr_t)&x;
  if (*(int *)u != 5) return 11;               /* a round trip */
  if ((int8_t)200 != -56 || (uint8_t)300 != 44) return 12;
  return 0;
}
