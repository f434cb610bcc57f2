// COMPARE-CLANG
// C17 6.8.4.2 in a kernel: fallthrough, default in the middle, and a
// break that leaves the switch only.
#include <hip/hip_runtime.h>
__device__ int classify(int v) {
  int r = 0;
  switch (v) {
  case 0:
    r += 1;
  case 1:
    r += 10;
    break;
  default:
    r += 100;
  case 7:
    r += 1000;
    break;
  case 9:
    r = -1;
  }
  return r;
}
__device__ int test(void) {
  if (classify(0) != 11 || classify(1) != 10) return 1;
  if (classify(7) != 1000 || classify(5) != 1100) return 2;
  if (classify(9) != -1) return 3;
  return 0;
}
extern "C" __global__ void classify_all(int *out, const int *in) {
  int i = threadIdx.x;
  out[i] = classify(in[i]);
}
