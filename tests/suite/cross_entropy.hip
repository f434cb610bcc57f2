// Softmax cross-entropy loss (as the loss layers of DNN benchmarks): one
// wave per row of logits, a row's maximum and sum of exponentials by
// __shfl_xor; its loss log(sum) + max - logit[label] goes to loss[row],
// and into the batch total with a float atomicAdd.
#include <hip/hip_runtime.h>

extern "C" __global__ void cross_entropy_rows(const float *__restrict__ logits,
                                              const int *__restrict__ labels,
                                              float *__restrict__ loss,
                                              float *__restrict__ total, int rows, int classes) {
  int lane = threadIdx.x % warpSize;
  int row = (blockIdx.x * blockDim.x + threadIdx.x) / warpSize;
  if (row >= rows)
    return;
  const float *z = logits + row * classes;
  float m = -3.0e38f;
  for (int j = lane; j < classes; j += warpSize)
    m = fmaxf(m, z[j]);
  for (int d = warpSize / 2; d > 0; d >>= 1)
    m = fmaxf(m, __shfl_xor(m, d));
  float s = 0.0f;
  for (int j = lane; j < classes; j += warpSize)
    s += expf(z[j] - m);
  for (int d = warpSize / 2; d > 0; d >>= 1)
    s += __shfl_xor(s, d);
  if (lane == 0) {
    float l = logf(s) + m - z[labels[row]];
    loss[row] = l;
    atomicAdd(total, l);
  }
}
