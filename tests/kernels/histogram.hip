// Histograms with atomicAdd on global memory: int, unsigned and float
// counters, plus a per-block histogram in __shared__ memory that is merged
// into global memory at the end.
#include <hip/hip_runtime.h>

#define NBINS 64

extern "C" __global__ void hist_int(const unsigned char *data, int *bins,
                                    int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int step = blockDim.x * gridDim.x;
  for (; i < n; i += step)
    atomicAdd(&bins[data[i] % NBINS], 1);
}

extern "C" __global__ void hist_uint(const unsigned int *keys,
                                     unsigned int *bins, unsigned int n,
                                     unsigned int shift) {
  unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&bins[(keys[i] >> shift) & (NBINS - 1)], 1u);
}

// Weighted histogram: float atomicAdd (a CAS loop or a native
// global_atomic_add_f32, whichever clang picks for the target).
extern "C" __global__ void hist_float(const float *x, const float *w,
                                      float *bins, int n, float lo,
                                      float inv_width) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int b = (int)((x[i] - lo) * inv_width);
  if (b < 0)
    b = 0;
  if (b > NBINS - 1)
    b = NBINS - 1;
  atomicAdd(&bins[b], w[i]);
}

// Per-block histogram in LDS, then merged with global atomics.
extern "C" __global__ void hist_shared(const unsigned char *data,
                                       unsigned int *bins, int n) {
  __shared__ unsigned int local[NBINS];
  for (unsigned int j = threadIdx.x; j < NBINS; j += blockDim.x)
    local[j] = 0;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&local[data[i] & (NBINS - 1)], 1u);
  __syncthreads();
  for (unsigned int j = threadIdx.x; j < NBINS; j += blockDim.x)
    if (local[j] != 0)
      atomicAdd(&bins[j], local[j]);
}
