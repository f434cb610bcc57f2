// COMPARE-CLANG
// C17 6.3.1.4-6.3.1.5 in a kernel: float to int truncates toward zero,
// int to float rounds, double to float rounds.
#include <hip/hip_runtime.h>
__device__ int test(void) {
  volatile float f = -2.75f;
  volatile int big = 16777217;
  volatile double d = 0.1;
  if ((int)f != -2) return 1;
  if ((float)big != 16777216.0f) return 2;
  if ((float)d != 0.1f) return 3;
  if ((unsigned)(-f) != 2u) return 4;
  return 0;
}
extern "C" __global__ void to_int(int *out, const float *in) {
  int i = threadIdx.x;
  out[i] = (int)in[i];
}
extern "C" __global__ void to_float(float *out, const int *in, const double *d) {
  int i = threadIdx.x;
  out[i] = (float)in[i] + (float)d[i];
}
