// COMPARE-CLANG
// The builtins under hipc's <math.h> additions, lowered as clang lowers
// them: llvm.round, llvm.nearbyint, frem, llvm.ldexp, llvm.frexp,
// llvm.log10, llvm.exp10 and the NaN constant.
#include <hip/hip_runtime.h>
__device__ int test(void) {
  volatile float x = -2.5f;
  volatile double d = 7.5;
  int e = 0;
  if (__builtin_roundf(x) != -3.0f || __builtin_round(d) != 8.0) return 1;
  if (__builtin_nearbyintf(x) != -2.0f || __builtin_nearbyint(d) != 8.0) return 2;
  if (__builtin_fmodf(x, 2.0f) != -0.5f || __builtin_fmod(d, 2.0) != 1.5) return 3;
  if (__builtin_ldexpf(x, 2) != -10.0f || __builtin_ldexp(d, -1) != 3.75) return 4;
  if (__builtin_frexpf(x, &e) != -0.625f || e != 2) return 5;
  if (__builtin_frexp(d, &e) != 0.9375 || e != 3) return 6;
  volatile double n = __builtin_nan("0x10");
  if (n == n) return 7;
  return 0;
}
extern "C" __global__ void rounding(float *out, const float *in, const double *din, double *dout) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = __builtin_roundf(in[i]) + __builtin_nearbyintf(in[i] * 0.5f);
  dout[i] = __builtin_round(din[i]) - __builtin_nearbyint(din[i]);
}
extern "C" __global__ void wrap(float *out, const float *in, float period) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = __builtin_fmodf(in[i], period);
}
extern "C" __global__ void scale(float *out, int *exps, const float *in, int k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int e;
  float m = __builtin_frexpf(in[i], &e);
  exps[i] = e;
  out[i] = __builtin_ldexpf(m, k) + __builtin_log10f(in[i]) + __builtin_exp10f(m);
}
extern "C" __global__ void fill_nan(double *out, float *fout) {
  out[threadIdx.x] = __builtin_nan("");
  fout[threadIdx.x] = __builtin_nanf("3");
}
