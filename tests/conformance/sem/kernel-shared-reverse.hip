// COMPARE-CLANG
// HIP: __shared__ memory and __syncthreads: each thread writes its slot,
// the barrier, then each reads another's.
#include <hip/hip_runtime.h>
__device__ int test(void) {
  __shared__ int tile[4];
  for (int i = 0; i < 4; i++)
    tile[i] = i + 1;
  __syncthreads();
  if (tile[3 - threadIdx.x] != 4) return 1;
  return 0;
}
extern "C" __global__ void reverse(int *d, int n) {
  __shared__ int s[256];
  int t = threadIdx.x;
  s[t] = d[t];
  __syncthreads();
  d[t] = s[n - t - 1];
}
