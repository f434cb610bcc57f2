// GAP: taking a kernel's address in a kernel is allowed (clang: no
// diagnostic; the address is how device-side enqueue and tables of
// kernels name them); hipc says "reference to __global__ function 'k' in
// __global__ function".
#include <hip/hip_runtime.h>

__global__ void k(int *p) { p[0] = 1; }

__global__ void table(int *p) {
  void (*kp)(int *) = k;
  p[0] = kp != 0;
}
