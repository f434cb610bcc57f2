// COMPARE-CLANG
// C17 6.5.7 in a kernel: shifts of unsigned 32- and 64-bit values and of a
// promoted unsigned char.
#include <hip/hip_runtime.h>
__device__ int test(void) {
  volatile unsigned u = 0x80000001u;
  volatile unsigned char c = 0xC0;
  volatile unsigned long long l = 1;
  if (u << 1 != 2u || u >> 31 != 1u) return 1;
  if (c << 2 != 0x300) return 2;
  if (l << 40 != 0x10000000000ULL) return 3;
  return 0;
}
extern "C" __global__ void shifts(unsigned *out, const unsigned *in, unsigned n) {
  int i = threadIdx.x;
  out[i] = (in[i] << (n & 31)) | (in[i] >> (32 - (n & 31)) % 32);
}
extern "C" __global__ void shifts64(unsigned long long *out, const unsigned char *in) {
  int i = threadIdx.x;
  out[i] = (unsigned long long)in[i] << 40 | (unsigned)(in[i] << 4);
}
