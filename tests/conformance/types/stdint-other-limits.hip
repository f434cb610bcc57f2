// C17 7.20.3: <stdint.h> defines the limits of other integer types:
// SIG_ATOMIC_MIN/MAX, WCHAR_MIN/MAX and WINT_MIN/MAX (besides PTRDIFF_*
// and SIZE_MAX); wchar_t is int here, so WCHAR_MAX is INT_MAX.
#include <stdint.h>
#include <limits.h>
__device__ int test(void) {
  if (WCHAR_MAX != INT_MAX || WCHAR_MIN != INT_MIN) return 1;
  if (SIG_ATOMIC_MAX != INT_MAX || SIG_ATOMIC_MIN != INT_MIN) return 2;
  if (WINT_MAX != UINT_MAX || WINT_MIN != 0) return 3;
  return 0;
}
