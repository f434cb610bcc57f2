// GNU __builtin_*_overflow with operands and results of different widths
// and signedness: the mathematical result is compared with the range of
// *r's type, whatever the operand types (gcc's and clang's definition);
// the typed forms (__builtin_uaddll_overflow...) wrap at their own type.
// (A _Bool result is clang's: gcc 12 rejects it.)
#include <limits.h>
__device__ int test(void) {
  int r;
  long long ll;
  unsigned u;
  unsigned long long ull;
  signed char sc;
  _Bool flag;
  volatile int m1 = -1;
  volatile unsigned umax = UINT_MAX;
  if (__builtin_mul_overflow(m1, umax, &ll) || ll != -4294967295LL) return 1;
  if (!__builtin_mul_overflow(m1, 1u, &u) || u != UINT_MAX) return 2;  /* -1 in unsigned */
  if (__builtin_mul_overflow(-2, 3u, &r) || r != -6) return 3;
  if (!__builtin_mul_overflow(INT_MIN, 2u, &r)) return 4;
  if (__builtin_mul_overflow(INT_MIN, 1u, &r) || r != INT_MIN) return 5;
  if (!__builtin_mul_overflow(65536u, 32768u, &r) || r != INT_MIN) return 6;  /* 2^31 */
  if (__builtin_mul_overflow(65535u, 32768u, &r) || r != 2147450880) return 7;
  if (!__builtin_add_overflow(LLONG_MAX, 1u, &ll) || ll != LLONG_MIN) return 8;
  if (__builtin_add_overflow(LLONG_MAX, 1u, &ull) || ull != 0x8000000000000000ull) return 9;
  if (!__builtin_sub_overflow(0, 1, &ull) || ull != ULLONG_MAX) return 10;
  if (__builtin_sub_overflow(-128, 0, &sc) || sc != -128) return 11;
  if (!__builtin_sub_overflow(-128, 1, &sc) || sc != 127) return 12;
  if (__builtin_add_overflow(0, 1, &flag) || flag != 1) return 13;
  if (!__builtin_add_overflow(1, 1, &flag) || flag != 0) return 14;
  if (!__builtin_uaddll_overflow(ULLONG_MAX, 1, &ull) || ull != 0) return 15;
  if (!__builtin_smull_overflow(LONG_MAX, 2, (long *)&ll)) return 16;
  if (__builtin_usub_overflow(5, 3, &u) || u != 2) return 17;
  if (!__builtin_ssubll_overflow(LLONG_MIN, 1, &ll) || ll != LLONG_MAX) return 18;
  if (__builtin_umulll_overflow(1ull << 31, 1ull << 32, &ull) || ull != 1ull << 63) return 19;
  return 0;
}
