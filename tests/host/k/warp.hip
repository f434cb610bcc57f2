// warp.hip - warp operations compiled by hipc for the host target.
#include <hip/hip_runtime.h>

// An inclusive scan of each warp by __shfl_up.
extern "C" __global__ void warp_scan(const int *in, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % warpSize;
  int v = in[i];
  for (int d = 1; d < warpSize; d *= 2) {
    int t = __shfl_up(v, d);
    if (lane >= d)
      v += t;
  }
  out[i] = v;
}

// The warp's sum by __shfl_xor, and its ballot of positive inputs.
extern "C" __global__ void warp_vote(const int *in, int *sum,
                                     unsigned long long *ballot) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  for (int m = warpSize / 2; m > 0; m /= 2)
    v += __shfl_xor(v, m);
  sum[i] = v;
  ballot[i] = __ballot(in[i] > 0);
}
