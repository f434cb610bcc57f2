// The counting pass of an LSD radix sort (as SHOC's Sort and the CUDA
// samples' radixSort): for the 4-bit digit at `shift`, each block counts
// the digits of its tile of keys in shared memory with atomicAdd, and
// writes its 16 counts digit-major (counts[digit * blocks + block]), the
// layout whose exclusive scan gives every block its scatter offsets.
#include <hip/hip_runtime.h>

#define RADIX 16
#define TILE 1024

extern "C" __global__ __launch_bounds__(256) void
radix_histogram(const unsigned int *__restrict__ keys, int n, int shift,
                unsigned int *__restrict__ counts) {
  __shared__ unsigned int c[RADIX];
  if (threadIdx.x < RADIX)
    c[threadIdx.x] = 0;
  __syncthreads();
  int base = blockIdx.x * TILE;
  for (int i = base + threadIdx.x; i < base + TILE && i < n; i += blockDim.x)
    atomicAdd(&c[(keys[i] >> shift) & (RADIX - 1)], 1u);
  __syncthreads();
  if (threadIdx.x < RADIX)
    counts[threadIdx.x * gridDim.x + blockIdx.x] = c[threadIdx.x];
}
