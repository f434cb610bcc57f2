// COMPARE-CLANG
// C17 6.8.5.2 in a kernel: a do statement runs its body at least once and
// continue goes to the condition.
#include <hip/hip_runtime.h>
__device__ int digits(unsigned v) {
  int n = 0;
  do {
    n++;
    v /= 10;
  } while (v != 0);
  return n;
}
__device__ int test(void) {
  if (digits(0) != 1 || digits(9) != 1 || digits(10) != 2 || digits(4294967295u) != 10) return 1;
  return 0;
}
extern "C" __global__ void count_digits(int *out, const unsigned *in) {
  out[threadIdx.x] = digits(in[threadIdx.x]);
}
