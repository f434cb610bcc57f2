// COMPARE-CLANG
// C17 6.5.2.3p3 in a kernel: a float's bits read through a union.
#include <hip/hip_runtime.h>
union Bits { float f; unsigned u; };
__device__ unsigned bits_of(float f) { union Bits b; b.f = f; return b.u; }
__device__ int test(void) {
  if (bits_of(1.0f) != 0x3F800000u || bits_of(-2.0f) != 0xC0000000u) return 1;
  return 0;
}
extern "C" __global__ void exponents(unsigned *out, const float *in) {
  int i = threadIdx.x;
  out[i] = (bits_of(in[i]) >> 23) & 0xFFu;
}
