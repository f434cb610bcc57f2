// Single-pass reduction with a "last block" (as the CUDA samples'
// threadFenceReduction): every block sums its share into partial[block]
// and makes that store visible with __threadfence before it takes a
// ticket with atomicInc, which wraps the counter back to 0 at the last
// one; the block that draws it adds all the partials in order.
#include <hip/hip_runtime.h>

#define BLOCK 128

extern "C" __global__ __launch_bounds__(BLOCK) void
fence_reduce(const float *__restrict__ in, float *partial, unsigned int *count,
             float *__restrict__ total, int n) {
  __shared__ float s[BLOCK];
  __shared__ bool last;
  int t = threadIdx.x;
  float v = 0.0f;
  for (int i = blockIdx.x * BLOCK + t; i < n; i += BLOCK * gridDim.x)
    v += in[i];
  s[t] = v;
  __syncthreads();
  for (int h = BLOCK / 2; h > 0; h >>= 1) {
    if (t < h)
      s[t] += s[t + h];
    __syncthreads();
  }
  if (t == 0) {
    partial[blockIdx.x] = s[0];
    __threadfence();
    // the ticket wraps to 0 after gridDim.x - 1: ready for the next launch
    unsigned int ticket = atomicInc(count, gridDim.x - 1);
    last = ticket == gridDim.x - 1;
  }
  __syncthreads();
  if (last && t == 0) {
    float sum = 0.0f;
    for (unsigned int b = 0; b < gridDim.x; b++)
      sum += ((volatile float *)partial)[b];
    *total = sum;
  }
}
