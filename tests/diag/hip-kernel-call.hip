// GAP: a kernel called like a function from device code (HIP-C has no
// <<<>>> launch): clang says "call to global function 'k' not configured"
// at the '('; hipc says "reference to __global__ function 'k' in
// __device__ function" at the name.
#include <hip/hip_runtime.h>

__global__ void k(int *p) { p[0] = 1; }

__device__ void from_device(int *p) {
  k(p); // expected-error-col 4: call to global function 'k' not configured
}

__global__ void from_kernel(int *p) {
  k(p); // expected-error-col 4: call to global function 'k' not configured
}
