// C17 6.7.10, 6.5.3.4: static_assert and alignof guarding a kernel's
// layout assumptions; compared with clang.
// COMPARE-CLANG
#include <hip/hip_runtime.h>
struct vec3 { float x, y, z; };
static_assert(sizeof(struct vec3) == 12, "three floats, no padding");
_Static_assert(alignof(struct vec3) == 4, "float alignment");
extern "C" __global__ void norm2(float *out, const struct vec3 *v, int n) {
  static_assert(sizeof(int) == 4, "int is 32 bits");
  int i = threadIdx.x;
  if (i < n)
    out[i] = v[i].x * v[i].x + v[i].y * v[i].y + v[i].z * v[i].z;
}
__device__ int test(void) {
  static_assert(alignof(double) == 8, "double alignment");
  return 0;
}
