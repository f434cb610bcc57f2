// C17 6.7.9p7: designated initializers (in declaration order, so HIP's C++
// takes them too) in a kernel; compared with clang.
// COMPARE-CLANG
#include <hip/hip_runtime.h>
struct params { int width; int height; float scale; int flags; };
__device__ float apply(struct params p, float v) {
  return (p.flags & 1) ? v * p.scale : v + (float)(p.width * p.height);
}
extern "C" __global__ void run(float *out, const float *in) {
  struct params p = {.width = 4, .height = 2, .scale = 0.5f};
  int i = threadIdx.x;
  out[i] = apply(p, in[i]);
}
__device__ int test(void) {
  struct params p = {.width = 3, .scale = 2.0f};
  if (p.height != 0 || p.flags != 0) return 1;
  if (apply(p, 1.0f) != 1.0f) return 2;
  p.flags = 1;
  if (apply(p, 1.5f) != 3.0f) return 3;
  return 0;
}
