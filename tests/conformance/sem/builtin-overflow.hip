// GNU __builtin_add/sub/mul_overflow (gcc 5, clang 3.8; used by every
// safe-arithmetic header): the wrapped result is stored and the return
// says whether the mathematical result did not fit the result type.
#include <limits.h>
__device__ int test(void) {
  int r;
  unsigned ur;
  long long lr;
  if (__builtin_add_overflow(INT_MAX, 1, &r) != 1 || r != INT_MIN) return 1;
  if (__builtin_add_overflow(1, 2, &r) != 0 || r != 3) return 2;
  if (__builtin_sub_overflow(0u, 1u, &ur) != 1 || ur != UINT_MAX) return 3;
  if (__builtin_mul_overflow(65536, 65536, &r) != 1 || r != 0) return 4;
  if (__builtin_mul_overflow(65536, 65536, &lr) != 0 || lr != 4294967296LL) return 5;
  if (__builtin_add_overflow(-1, 0, &ur) != 1) return 6;   /* -1 does not fit */
  unsigned char c;
  if (__builtin_add_overflow(200, 100, &c) != 1 || c != 44) return 7;
  if (__builtin_sadd_overflow(1, 1, &r) || r != 2) return 8;
  return 0;
}
