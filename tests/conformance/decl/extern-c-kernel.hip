// extern "C" kernels and device functions as HIP code writes them,
// compared with clang.
// COMPARE-CLANG
#include <hip/hip_runtime.h>
extern "C" {
__device__ int scale(int x) { return 3 * x; }
__global__ void scale_all(int *p, int n) {
  int i = threadIdx.x;
  if (i < n)
    p[i] = scale(p[i]);
}
}
extern "C" __global__ void add_one(float *p) { p[threadIdx.x] += 1.0f; }
__device__ int test(void) {
  if (scale(4) != 12) return 1;
  return 0;
}
