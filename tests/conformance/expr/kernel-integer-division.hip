// COMPARE-CLANG
// C17 6.5.5p6 in a kernel: signed division and remainder truncate toward
// zero; unsigned ones are unsigned.
#include <hip/hip_runtime.h>
__device__ int test(void) {
  volatile int a = -7, b = 2;
  volatile unsigned ua = 4294967289u;
  if (a / b != -3 || a % b != -1) return 1;
  if (-a / b != 3 || -a % -b != 1) return 2;
  if (ua / 2u != 2147483644u || ua % 2u != 1) return 3;
  return 0;
}
extern "C" __global__ void int_divmod(int *q, int *r, const int *a, const int *b) {
  int i = threadIdx.x;
  q[i] = a[i] / b[i];
  r[i] = a[i] % b[i];
}
extern "C" __global__ void uint_divmod(unsigned *q, const unsigned *a, unsigned d) {
  int i = threadIdx.x;
  q[i] = a[i] / d + a[i] % d;
}
