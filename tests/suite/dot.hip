// Dot product (as the CUDA-by-example dot and SHOC's reductions): each
// thread forms products over a grid-stride loop, the block adds them in a
// shared-memory tree, and thread 0 adds the block's sum into the result
// with a float atomicAdd.
#include <hip/hip_runtime.h>

#define BLOCK 256

extern "C" __global__ __launch_bounds__(BLOCK) void
dot_atomic(const float *__restrict__ a, const float *__restrict__ b,
           float *__restrict__ result, int n) {
  __shared__ float s[BLOCK];
  float sum = 0.0f;
  for (int i = blockIdx.x * BLOCK + threadIdx.x; i < n; i += BLOCK * gridDim.x)
    sum += a[i] * b[i];
  s[threadIdx.x] = sum;
  __syncthreads();
  for (int h = BLOCK / 2; h > 0; h >>= 1) {
    if (threadIdx.x < h)
      s[threadIdx.x] += s[threadIdx.x + h];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    atomicAdd(result, s[0]);
}
