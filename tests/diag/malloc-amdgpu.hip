// RUN: codegen
// malloc in device code for an AMDGPU target: HIP's device heap is ROCm's
// device library, which hipc does not have yet; the call says so, naming
// the function and the processor, instead of a link failure.
#include <hip/hip_runtime.h>

__global__ void k(int **p) {
  *p = (int *)malloc(16); // expected-error-col 15: 'malloc' is not available for gfx90a: hipc has no device heap for AMDGPU targets yet // clang-differs: clang calls HIP's device malloc (its prelude here declares none)
}
