// Element-wise activation functions of a DNN layer, chosen at run time
// (as the activation kernels of inference benchmarks): a switch on the
// kind picks ReLU, the logistic sigmoid, softplus, a hard tanh (clamp to
// [-1, 1]) or ELU; an unknown kind copies.  Grid-stride loop.
#include <hip/hip_runtime.h>

enum { ACT_RELU, ACT_SIGMOID, ACT_SOFTPLUS, ACT_HARDTANH, ACT_ELU };

__device__ static float activate(int kind, float x) {
  switch (kind) {
  case ACT_RELU:
    return fmaxf(x, 0.0f);
  case ACT_SIGMOID:
    return 1.0f / (1.0f + expf(-x));
  case ACT_SOFTPLUS: // log(1 + e^x), without overflow for large x
    return x > 20.0f ? x : logf(1.0f + expf(x));
  case ACT_HARDTANH:
    return fminf(fmaxf(x, -1.0f), 1.0f);
  case ACT_ELU:
    if (x >= 0.0f)
      return x;
    return expf(x) - 1.0f;
  default:
    return x;
  }
}

extern "C" __global__ void activation(const float *__restrict__ x, float *__restrict__ y, int n,
                                      int kind) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    y[i] = activate(kind, x[i]);
}
