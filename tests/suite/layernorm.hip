// Layer normalisation (as in transformer inference benchmarks): one block
// of 128 threads per row of n features; the mean, then the variance about
// it, each summed by __shfl_xor within every wave and through shared
// memory across the waves; then y = (x - mean) / sqrt(var + eps) * gamma
// + beta.
#include <hip/hip_runtime.h>

#define BLOCK 128

__device__ static float block_sum(float v, float *waves) {
  for (int d = warpSize / 2; d > 0; d >>= 1)
    v += __shfl_xor(v, d);
  int nw = BLOCK / warpSize;
  if (threadIdx.x % warpSize == 0)
    waves[threadIdx.x / warpSize] = v;
  __syncthreads();
  float total = 0.0f;
  for (int w = 0; w < nw; w++)
    total += waves[w];
  __syncthreads();
  return total;
}

extern "C" __global__ __launch_bounds__(BLOCK) void
layernorm_rows(const float *__restrict__ x, const float *__restrict__ gamma,
               const float *__restrict__ beta, float *__restrict__ y, int n, float eps) {
  __shared__ float waves[BLOCK / 32];
  const float *row = x + blockIdx.x * n;
  float s = 0.0f;
  for (int i = threadIdx.x; i < n; i += BLOCK)
    s += row[i];
  float mean = block_sum(s, waves) / n;
  float q = 0.0f;
  for (int i = threadIdx.x; i < n; i += BLOCK) {
    float d = row[i] - mean;
    q += d * d;
  }
  float inv = 1.0f / sqrtf(block_sum(q, waves) / n + eps);
  for (int i = threadIdx.x; i < n; i += BLOCK)
    y[blockIdx.x * n + i] = (row[i] - mean) * inv * gamma[i] + beta[i];
}
