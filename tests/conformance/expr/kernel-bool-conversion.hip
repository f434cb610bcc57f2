// COMPARE-CLANG
// C17 6.3.1.2 in a kernel: converting to _Bool (bool) gives 1 for any
// nonzero value, floating values and pointers included.
#include <hip/hip_runtime.h>
#include <stdbool.h>
__device__ int test(void) {
  volatile int big = 256;
  volatile float half = 0.5f;
  bool a = big, b = half, c = 0.0f;
  if (a != 1 || b != 1 || c != 0) return 1;
  return 0;
}
extern "C" __global__ void nonzero(unsigned char *out, const float *in, const int *const *ptrs) {
  int i = threadIdx.x;
  bool f = in[i];
  bool p = ptrs[i];
  out[i] = f + p;
}
