// C17 7.20.4: INTN_C, UINTN_C, INTMAX_C and UINTMAX_C give integer
// constants of the least type's promoted type with the value.
#include <stdint.h>
__device__ int test(void) {
  if (UINT64_C(1) << 63 != 9223372036854775808ull) return 1;
  if (INT64_C(-1) != -1 || sizeof(INT64_C(0)) != 8) return 2;
  if (INT32_C(5) != 5 || UINT32_C(4294967295) != 4294967295u) return 3;
  if (INTMAX_C(1) << 40 != 1099511627776LL) return 4;
  if (UINTMAX_C(0) - 1 != UINTMAX_MAX) return 5;
  if (sizeof(UINT8_C(1)) != sizeof(int)) return 6;   /* promoted type */
  if (sizeof(UINT16_C(1)) != sizeof(int)) return 7;
#if UINT32_C(1) != 1 || INT64_C(1) << 40 != 1099511627776
  return 8;                                    /* usable in #if */
#endif
  return 0;
}
