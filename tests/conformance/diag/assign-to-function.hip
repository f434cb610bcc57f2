// Assigning to a function: clang says "non-object type 'int (void)' is not
// assignable".
#include <hip/hip_runtime.h>

__device__ int fn(void) { return 1; }

__device__ void f(void) {
  fn = 0; // expected-error-col 6: non-object type 'int (void)' is not assignable // clang-differs: C++ prints 'int ()'
}
