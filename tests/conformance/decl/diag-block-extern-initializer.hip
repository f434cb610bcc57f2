// C17 6.7.9p5: a block-scope declaration of an identifier with linkage
// (extern) cannot have an initializer.
#include <hip/hip_runtime.h>
__device__ int r2(void) {
  extern __device__ int ex = 3; // expected-error-col 25: declaration of block scope identifier with linkage cannot have an initializer
  return ex;
}
