// C17 6.5.2.3: reading a union member other than the last stored
// reinterprets the bytes (float bits in a kernel); compared with clang.
// COMPARE-CLANG
#include <hip/hip_runtime.h>
union fbits { float f; unsigned u; };
__device__ unsigned float_bits(float f) {
  union fbits b;
  b.f = f;
  return b.u;
}
extern "C" __global__ void exponents(int *out, const float *in, int n) {
  int i = threadIdx.x;
  if (i < n)
    out[i] = (int)((float_bits(in[i]) >> 23) & 0xff) - 127;
}
__device__ int test(void) {
  if (float_bits(1.0f) != 0x3f800000u) return 1;
  if (float_bits(-2.0f) != 0xc0000000u) return 2;
  union fbits b;
  b.u = 0x40490fdbu;
  if (b.f < 3.1415f || b.f > 3.1416f) return 3;
  return 0;
}
