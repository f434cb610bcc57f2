// Row-wise softmax (as the softmax layers of DNN benchmarks): one block
// per row; the row's maximum by a shared-memory tree, then the sum of
// exp(x - max) by another, then each element exp(x - max) / sum.
#include <hip/hip_runtime.h>

#define BLOCK 256

extern "C" __global__ __launch_bounds__(BLOCK) void
softmax_rows(const float *__restrict__ x, float *__restrict__ y, int cols) {
  __shared__ float red[BLOCK];
  const float *row = x + blockIdx.x * cols;
  float *out = y + blockIdx.x * cols;
  int t = threadIdx.x;
  float m = -3.0e38f;
  for (int i = t; i < cols; i += BLOCK)
    m = fmaxf(m, row[i]);
  red[t] = m;
  __syncthreads();
  for (int s = BLOCK / 2; s > 0; s >>= 1) {
    if (t < s)
      red[t] = fmaxf(red[t], red[t + s]);
    __syncthreads();
  }
  m = red[0];
  __syncthreads();
  float sum = 0.0f;
  for (int i = t; i < cols; i += BLOCK)
    sum += expf(row[i] - m);
  red[t] = sum;
  __syncthreads();
  for (int s = BLOCK / 2; s > 0; s >>= 1) {
    if (t < s)
      red[t] += red[t + s];
    __syncthreads();
  }
  float inv = 1.0f / red[0];
  for (int i = t; i < cols; i += BLOCK)
    out[i] = expf(row[i] - m) * inv;
}
