// C17 6.5.1.1: a _Generic-based type-generic helper (clang accepts
// _Generic in HIP's C++ too) used in a kernel; compared with clang.
// COMPARE-CLANG
#include <hip/hip_runtime.h>
__device__ float sq_f(float x) { return x * x; }
__device__ int sq_i(int x) { return x * x; }
#define SQ(x) _Generic((x), float: sq_f, default: sq_i)(x)
extern "C" __global__ void squares(float *f, int *i, int n) {
  int t = threadIdx.x;
  if (t < n) {
    f[t] = SQ(f[t]);
    i[t] = SQ(i[t]);
  }
}
__device__ int test(void) {
  if (SQ(1.5f) != 2.25f || SQ(-3) != 9) return 1;
  if (sizeof(SQ(2.0f)) != sizeof(float)) return 2;
  return 0;
}
