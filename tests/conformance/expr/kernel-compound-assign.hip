// COMPARE-CLANG
// C17 6.5.16.2 in a kernel: compound assignment to narrow types computes
// in int and converts back.
#include <hip/hip_runtime.h>
__device__ int test(void) {
  char c = 100;
  c += 300;
  unsigned char uc = 250;
  uc += 10;
  unsigned u = 5;
  u -= 1.5;
  if (c != -112 || uc != 4 || u != 3) return 1;
  return 0;
}
extern "C" __global__ void accumulate(unsigned char *acc, const int *in) {
  int i = threadIdx.x;
  acc[i] += in[i];
  acc[i] <<= 1;
}
extern "C" __global__ void scale(short *v, float s) {
  int i = threadIdx.x;
  v[i] *= s;
}
