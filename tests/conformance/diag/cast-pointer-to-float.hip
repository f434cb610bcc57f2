// C17 6.5.4p4: a pointer cannot be cast to a floating type; clang:
// "pointer cannot be cast to type 'float'" at the operand.
#include <hip/hip_runtime.h>

__device__ float f(int *p) {
  return (float)p; // expected-error-col 17: pointer cannot be cast to type 'float'
}
