// Back-propagation of a two-layer perceptron (as Rodinia's backprop).
// bp_layerforward: a 16x16 block multiplies 16 inputs by their weights to
// 16 hidden units and sums over the inputs with a shared-memory tree, one
// partial sum per block row; bp_squash adds the partials and the bias
// weight and applies the sigmoid.  bp_adjust_weights is the update step:
// w += eta * delta[j] * x[i] + momentum * (the previous change).
// Weights are (n_in + 1) x (hid + 1), row 0 and column 0 the bias.
#include <hip/hip_runtime.h>

#define BS 16

extern "C" __global__ __launch_bounds__(BS * BS) void
bp_layerforward(const float *__restrict__ in, const float *__restrict__ w,
                float *__restrict__ partial, int n_in, int hid) {
  __shared__ float prod[BS][BS];
  int tx = threadIdx.x, ty = threadIdx.y;
  int i = blockIdx.y * BS + ty + 1, j = blockIdx.x * BS + tx + 1;
  prod[ty][tx] = i <= n_in && j <= hid ? in[i] * w[i * (hid + 1) + j] : 0.0f;
  __syncthreads();
  for (int s = BS / 2; s > 0; s >>= 1) {
    if (ty < s)
      prod[ty][tx] += prod[ty + s][tx];
    __syncthreads();
  }
  if (ty == 0 && j <= hid)
    partial[blockIdx.y * hid + j - 1] = prod[0][tx];
}

extern "C" __global__ void bp_squash(const float *__restrict__ partial,
                                     const float *__restrict__ w, float *__restrict__ out,
                                     int blocks, int hid) {
  int j = blockIdx.x * blockDim.x + threadIdx.x + 1;
  if (j > hid)
    return;
  float s = w[j]; // the bias input is 1
  for (int b = 0; b < blocks; b++)
    s += partial[b * hid + j - 1];
  out[j] = 1.0f / (1.0f + expf(-s));
}

extern "C" __global__ __launch_bounds__(BS * BS) void
bp_adjust_weights(const float *__restrict__ delta, const float *__restrict__ ly,
                  float *__restrict__ w, float *__restrict__ oldw, int n_in, int hid, float eta,
                  float momentum) {
  int j = blockIdx.x * BS + threadIdx.x + 1, i = blockIdx.y * BS + threadIdx.y;
  if (i > n_in || j > hid)
    return;
  int k = i * (hid + 1) + j;
  float d = eta * delta[j] * ly[i] + momentum * oldw[k];
  w[k] += d;
  oldw[k] = d;
}
