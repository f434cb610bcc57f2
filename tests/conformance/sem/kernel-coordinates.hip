// COMPARE-CLANG
// HIP: a global index from blockIdx, blockDim and threadIdx in 1 and 2
// dimensions, and gridDim for a grid-stride loop.  One thread: all zero.
#include <hip/hip_runtime.h>
__device__ int test(void) {
  unsigned gx = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned gy = blockIdx.y * blockDim.y + threadIdx.y;
  if (gx != 0 || gy != 0) return 1;
  if (gridDim.x * blockDim.x != 1) return 2;
  return 0;
}
extern "C" __global__ void saxpy(float *y, const float *x, float a, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    y[i] = a * x[i] + y[i];
}
extern "C" __global__ void fill2d(int *m, int width) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  m[y * width + x] = x - y;
}
