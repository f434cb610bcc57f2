// A 256-bin byte histogram over a grid-stride loop, counted two ways:
// every thread's atomicAdd straight into global memory, and per block in
// __shared__ memory first, merged into global memory at the end.
#include <hip/hip_runtime.h>

#define NBINS 256

extern "C" __global__ void hist_global(const unsigned char *data, size_t n,
                                       unsigned int *bins) {
  size_t stride = (size_t)blockDim.x * gridDim.x;
  for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += stride)
    atomicAdd(&bins[data[i]], 1u);
}

extern "C" __global__ void hist_shared(const unsigned char *data, size_t n,
                                       unsigned int *bins) {
  __shared__ unsigned int local[NBINS];
  for (unsigned int j = threadIdx.x; j < NBINS; j += blockDim.x)
    local[j] = 0;
  __syncthreads();
  size_t stride = (size_t)blockDim.x * gridDim.x;
  for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += stride)
    atomicAdd(&local[data[i]], 1u);
  __syncthreads();
  for (unsigned int j = threadIdx.x; j < NBINS; j += blockDim.x)
    if (local[j] != 0)
      atomicAdd(&bins[j], local[j]);
}
