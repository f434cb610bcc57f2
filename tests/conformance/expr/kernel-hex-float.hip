// COMPARE-CLANG
// C17 6.4.4.2 in a kernel: hexadecimal floating constants as operands.
#include <hip/hip_runtime.h>
__device__ int test(void) {
  if (0x1p-3 != 0.125 || 0x1.8p1f != 3.0f || 0x.8p0 != 0.5) return 1;
  return 0;
}
extern "C" __global__ void scale(float *v) {
  int i = threadIdx.x;
  v[i] = v[i] * 0x1.8p1f + 0x1p-3f;
}
