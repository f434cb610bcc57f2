// COMPARE-CLANG
// GNU statement expressions and case ranges in a kernel (clang accepts
// both in C++ too).
#include <hip/hip_runtime.h>
__device__ int bucket(int v) {
  switch (v) {
  case 0 ... 9:
    return 0;
  case 10 ... 99:
    return 1;
  default:
    return 2;
  }
}
__device__ int test(void) {
  int x = ({ int t = 4; t * t; });
  if (x != 16) return 1;
  if (bucket(5) != 0 || bucket(42) != 1 || bucket(100) != 2 || bucket(-1) != 2) return 2;
  return 0;
}
extern "C" __global__ void buckets(int *out, const int *in) {
  int i = threadIdx.x;
  out[i] = ({ int b = bucket(in[i]); b * 10 + (in[i] & 1); });
}
