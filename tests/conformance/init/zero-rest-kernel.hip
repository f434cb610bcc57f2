// C17 6.7.9p21: the elements a list does not reach are zero; a kernel
// reads past the listed ones; compared with clang.
// COMPARE-CLANG
#include <hip/hip_runtime.h>
__constant__ int weights[8] = {5, 3, 1};
extern "C" __global__ void weigh(int *out, const int *in) {
  int i = threadIdx.x & 7;
  out[threadIdx.x] = in[threadIdx.x] * weights[i];
}
__device__ int test(void) {
  if (weights[2] != 1 || weights[3] != 0 || weights[7] != 0) return 1;
  int local[5] = {9};
  if (local[0] != 9 || local[4] != 0) return 2;
  return 0;
}
