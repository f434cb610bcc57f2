// 256-bin histogram of bytes (as the CUDA samples' histogram256): each
// block keeps a private histogram in shared memory, counts its grid-stride
// share of the input with shared-memory atomicAdd, four bytes a 32-bit
// load, then adds its bins into the global histogram with global atomics.
#include <hip/hip_runtime.h>

#define BINS 256

extern "C" __global__ void histogram256(const unsigned int *__restrict__ words, int nwords,
                                        unsigned int *__restrict__ hist) {
  __shared__ unsigned int bins[BINS];
  for (int i = threadIdx.x; i < BINS; i += blockDim.x)
    bins[i] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < nwords; i += blockDim.x * gridDim.x) {
    unsigned int w = words[i];
    atomicAdd(&bins[w & 0xff], 1u);
    atomicAdd(&bins[(w >> 8) & 0xff], 1u);
    atomicAdd(&bins[(w >> 16) & 0xff], 1u);
    atomicAdd(&bins[w >> 24], 1u);
  }
  __syncthreads();
  for (int i = threadIdx.x; i < BINS; i += blockDim.x)
    if (bins[i])
      atomicAdd(&hist[i], bins[i]);
}
