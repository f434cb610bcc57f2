// Reductions (as SHOC's Reduction and the CUDA samples' reduction, kernel
// 6 onwards): each block sums its grid-stride share of the input in a
// shared-memory tree down to one wave, then the wave finishes with
// __shfl_down; one partial sum per block.  reduce_max does the same for
// the maximum of ints with __shfl_xor (every lane ends with the result)
// and combines the blocks with atomicMax.
#include <hip/hip_runtime.h>

#define BLOCK 256

extern "C" __global__ __launch_bounds__(BLOCK) void
reduce_sum_shfl(const float *__restrict__ in, float *__restrict__ partial, int n) {
  __shared__ float s[BLOCK];
  int tid = threadIdx.x;
  float sum = 0.0f;
  for (int i = blockIdx.x * BLOCK + tid; i < n; i += gridDim.x * BLOCK)
    sum += in[i];
  s[tid] = sum;
  __syncthreads();
  for (int half = BLOCK / 2; half >= warpSize; half >>= 1) {
    if (tid < half)
      s[tid] = sum = sum + s[tid + half];
    __syncthreads();
  }
  if (tid < warpSize) {
    for (int d = warpSize / 2; d > 0; d >>= 1)
      sum += __shfl_down(sum, d);
    if (tid == 0)
      partial[blockIdx.x] = sum;
  }
}

extern "C" __global__ __launch_bounds__(BLOCK) void
reduce_minmax(const int *__restrict__ in, int *__restrict__ result, int n) {
  __shared__ int wave_min[BLOCK / 32], wave_max[BLOCK / 32];
  int tid = threadIdx.x;
  int lo = 2147483647, hi = -2147483647 - 1; // INT_MAX, INT_MIN
  for (int i = blockIdx.x * BLOCK + tid; i < n; i += gridDim.x * BLOCK) {
    lo = min(lo, in[i]);
    hi = max(hi, in[i]);
  }
  for (int d = warpSize / 2; d > 0; d >>= 1) {
    lo = min(lo, __shfl_xor(lo, d));
    hi = max(hi, __shfl_xor(hi, d));
  }
  int waves = BLOCK / warpSize;
  if (tid % warpSize == 0) {
    wave_min[tid / warpSize] = lo;
    wave_max[tid / warpSize] = hi;
  }
  __syncthreads();
  if (tid == 0) {
    for (int w = 1; w < waves; w++) {
      lo = min(lo, wave_min[w]);
      hi = max(hi, wave_max[w]);
    }
    atomicMin(&result[0], lo);
    atomicMax(&result[1], hi);
  }
}
