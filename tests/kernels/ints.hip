// Integers of every width, signed and unsigned, with the usual arithmetic
// conversions, shifts, casts, a local array and a loop; double alongside.
#include <hip/hip_runtime.h>

typedef unsigned long long u64;

extern "C" __global__ void int_mix(const signed char *s8, const unsigned char *u8,
                                   const short *s16, const unsigned short *u16,
                                   const long long *s64, u64 *out, double *dout,
                                   int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int a = s8[i] * 3 + u8[i];
  unsigned int b = (unsigned int)s16[i] ^ ((unsigned int)u16[i] << 7);
  long long c = s64[i] / 7 + (long long)a * b;
  u64 h = (u64)c * 0x9e3779b97f4a7c15ull;
  unsigned short lanes[4];
  for (int k = 0; k < 4; ++k)
    lanes[k] = (unsigned short)(h >> (16 * k));
  u64 sum = 0;
  for (int k = 0; k < 4; ++k)
    sum += (u64)lanes[k] * (u64)(k + 1);
  out[i] = sum ^ (h >> 29);
  dout[i] = (double)c / 3.0 + (double)(signed char)(a & 0xff);
}
