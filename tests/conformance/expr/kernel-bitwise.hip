// COMPARE-CLANG
// C17 6.5.10-6.5.12 and 6.5.3.3 in a kernel: & ^ | and ~ on unsigned
// values, and their precedence.
#include <hip/hip_runtime.h>
__device__ unsigned mix(unsigned a, unsigned b) { return (a & b) | (a ^ ~b); }
__device__ int test(void) {
  if (mix(0xF0F0u, 0xFF00u) != 0xFFFFF00Fu) return 1;
  volatile unsigned x = 5;
  if ((1u | x ^ 3u & 4u) != 5u) return 2;      /* 1 | (5 ^ (3 & 4)) = 1 | 5 */
  return 0;
}
extern "C" __global__ void mix_all(unsigned *out, const unsigned *a, const unsigned *b) {
  int i = threadIdx.x;
  out[i] = mix(a[i], b[i]);
}
