// FLAGS: -ffast-math
// With -ffast-math, HIP's plain names become the fast forms clang's HIP
// headers choose (sinf, cosf, logf, log2f: __sinf ...) and every
// operation carries clang's fast-math flags: division by a reciprocal,
// sqrtf without its denormal scaling, contraction into fma.
#include <hip/hip_runtime.h>

extern "C" __global__ void plain_names(const float *x, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = x[i], w = x[i + 1];
  float *o = out + 9 * i;
  o[0] = sinf(v);
  o[1] = cosf(w);
  o[2] = logf(v);
  o[3] = log2f(w);
  o[4] = expf(v) + exp2f(w);
  o[5] = sqrtf(v) / w;
  o[6] = v * w + o[4];
  o[7] = fmaxf(v, w) - fminf(v, w);
  o[8] = v / 3.0f;
}
