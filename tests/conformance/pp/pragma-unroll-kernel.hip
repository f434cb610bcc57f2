// #pragma unroll and #pragma unroll N in kernels, compared with clang.
// COMPARE-CLANG
#include <hip/hip_runtime.h>
extern "C" __global__ void unroll_full(float *out, const float *in) {
  float s = 0;
#pragma unroll
  for (int i = 0; i < 8; i++)
    s += in[i] * (float)i;
  out[0] = s;
}
extern "C" __global__ void unroll_by4(int *out, const int *in, int n) {
  int s = 0;
#pragma unroll 4
  for (int i = 0; i < n; i++)
    s += in[i];
  out[0] = s;
}
__device__ int test(void) {
  int a[10], s = 0;
#pragma unroll
  for (int i = 0; i < 10; i++)
    a[i] = i;
#pragma unroll 4
  for (int i = 0; i < 10; i++)
    s += a[i];
  return s == 45 ? 0 : 1;
}
