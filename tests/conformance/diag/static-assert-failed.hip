// A failing _Static_assert: clang points at the condition and quotes it:
// "static assertion failed due to requirement '1 == 2': one is not two".
#include <hip/hip_runtime.h>

_Static_assert(1 == 2, "one is not two"); // expected-error-col 16: static assertion failed due to requirement '1 == 2': one is not two

__device__ int f(void) {
  _Static_assert(sizeof(int) == 8, "int is 64 bits"); // expected-error-col 18: static assertion failed due to requirement 'sizeof(int) == 8': int is 64 bits
  return 0;
}
