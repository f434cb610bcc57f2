// Block reduction: 256 threads sum 512 floats (two loads each) into
// __shared__ memory, a tree of __syncthreads()-separated steps, one partial
// sum per block.  Exercises: __launch_bounds__(256), a static __shared__
// array, __syncthreads(), a grid-stride loop using gridDim.x.
#include <hip/hip_runtime.h>

#define BLOCK 256

extern "C" __global__ __launch_bounds__(BLOCK) void
reduce_sum(const float *__restrict__ in, float *__restrict__ partial,
           unsigned int n) {
  __shared__ float sdata[BLOCK];
  unsigned int tid = threadIdx.x;
  unsigned int stride = gridDim.x * BLOCK * 2;
  float sum = 0.0f;
  for (unsigned int i = blockIdx.x * BLOCK * 2 + tid; i < n; i += stride) {
    sum += in[i];
    if (i + BLOCK < n)
      sum += in[i + BLOCK];
  }
  sdata[tid] = sum;
  __syncthreads();
  for (unsigned int s = BLOCK / 2; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    partial[blockIdx.x] = sdata[0];
}
