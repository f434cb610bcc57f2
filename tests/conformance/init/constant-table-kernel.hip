// C17 6.7.9: a __constant__ table with an initializer, read by a kernel;
// compared with clang.
// COMPARE-CLANG
#include <hip/hip_runtime.h>
__constant__ float coeffs[5] = {0.1f, 0.2f, 0.4f, 0.2f, 0.1f};
__constant__ int offsets[5] = {-2, -1, 0, 1, 2};
extern "C" __global__ void smooth(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float acc = 0.0f;
  for (int k = 0; k < 5; k++) {
    int j = i + offsets[k];
    if (j >= 0 && j < n)
      acc += coeffs[k] * in[j];
  }
  out[i] = acc;
}
__device__ int test(void) {
  float s = 0;
  for (int k = 0; k < 5; k++)
    s += coeffs[k];
  if (s < 0.999f || s > 1.001f) return 1;
  if (offsets[0] != -2 || offsets[4] != 2) return 2;
  return 0;
}
