// C17 6.5.2.2: calls through a pointer to a device function chosen at run
// time, in a kernel; compared with clang.
// COMPARE-CLANG
#include <hip/hip_runtime.h>
__device__ float twice(float x) { return 2.0f * x; }
__device__ float square(float x) { return x * x; }
typedef float (*unary_fn)(float);
extern "C" __global__ void map(float *p, int which) {
  unary_fn f = which ? square : twice;
  int i = threadIdx.x;
  p[i] = f(p[i]);
}
__device__ int test(void) {
  unary_fn fs[2] = {twice, square};
  if (fs[0](3.0f) != 6.0f || fs[1](3.0f) != 9.0f) return 1;
  return 0;
}
