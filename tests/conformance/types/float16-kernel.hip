// _Float16 arithmetic and conversions in a kernel; compared with clang.
// (On the host target the conversions are calls to libgcc's
// __extendhfsf2 and __truncsfhf2: types/float16-runtime-conversion.)
// COMPARE-CLANG
#include <hip/hip_runtime.h>
extern "C" __global__ void hscale(_Float16 *out, const _Float16 *in, float s, int n) {
  int i = threadIdx.x;
  if (i < n)
    out[i] = in[i] * (_Float16)s + (_Float16)1;
}
extern "C" __global__ void widen(float *out, const _Float16 *in, int n) {
  int i = threadIdx.x;
  if (i < n)
    out[i] = (float)in[i];
}
__device__ int test(void) {
  _Float16 a = 2.5, b = 4;
  _Float16 c = a * b + (_Float16)1;
  if ((float)c != 11.0f) return 1;
  if (sizeof(c) != 2) return 2;
  return 0;
}
