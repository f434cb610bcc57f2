// Bitonic sort (as the CUDA samples' sortingNetworks): bitonic_local sorts
// each chunk of 2 * blockDim.x keys in dynamic shared memory, alternating
// direction by chunk so that pairs of chunks form bitonic sequences;
// bitonic_merge_global is then one compare-exchange step (stage k,
// distance j) of the network over the whole array, a launch per step.
#include <hip/hip_runtime.h>

__device__ static void compare_exchange(unsigned int *a, unsigned int *b, bool up) {
  unsigned int x = *a, y = *b;
  if ((x > y) == up) {
    *a = y;
    *b = x;
  }
}

extern "C" __global__ void bitonic_local(unsigned int *keys) {
  extern __shared__ unsigned int s[];
  int t = threadIdx.x, n = 2 * blockDim.x;
  unsigned int *base = keys + blockIdx.x * n;
  s[t] = base[t];
  s[t + blockDim.x] = base[t + blockDim.x];
  for (int k = 2; k <= n; k <<= 1) {
    for (int j = k / 2; j > 0; j >>= 1) {
      __syncthreads();
      int i = 2 * t - (t & (j - 1)); // the lower index of this thread's pair
      bool up = ((i & k) == 0) == ((blockIdx.x & 1) == 0);
      compare_exchange(&s[i], &s[i + j], up);
    }
  }
  __syncthreads();
  base[t] = s[t];
  base[t + blockDim.x] = s[t + blockDim.x];
}

extern "C" __global__ void bitonic_merge_global(unsigned int *__restrict__ keys, int k, int j) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int i = 2 * t - (t & (j - 1));
  compare_exchange(&keys[i], &keys[i + j], (i & k) == 0);
}
