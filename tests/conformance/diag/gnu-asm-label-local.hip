// A GNU asm label names a symbol: an automatic variable has none.
#include <hip/hip_runtime.h>

__device__ int f(void) {
  int x __asm__("named") = 1; // expected-error-col 17: an asm label is only for a variable of static storage or a function // clang-differs: clang takes it as a register variable's register
  return x;
}
