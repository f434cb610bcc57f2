// C17 6.10.3.3: ## building a family of device functions and their
// calls in a kernel; compared with clang.
// COMPARE-CLANG
#include <hip/hip_runtime.h>
#define DEFINE_SCALE(name, factor) \
  __device__ float scale_##name(float x) { return x * (factor); }
DEFINE_SCALE(half, 0.5f)
DEFINE_SCALE(double, 2.0f)
DEFINE_SCALE(neg, -1.0f)
#define CALL(name, x) scale_##name(x)
extern "C" __global__ void scale3(float *p) {
  int i = threadIdx.x;
  p[i] = CALL(half, p[i]) + CALL(double, p[i]) + CALL(neg, p[i]);
}
__device__ int test(void) {
  if (CALL(half, 4.0f) != 2.0f || scale_double(1.5f) != 3.0f) return 1;
  if (CALL(neg, 2.0f) != -2.0f) return 2;
  return 0;
}
