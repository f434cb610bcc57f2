// ext_vector_type values in kernels - loaded, stored, swizzled, passed by
// value as kernel arguments - compared with clang's code.
// COMPARE-CLANG
#include <hip/hip_runtime.h>
typedef float f4 __attribute__((ext_vector_type(4)));

__device__ f4 axpy(float a, f4 x, f4 y) { return a * x + y; }

extern "C" __global__ void saxpy4(const f4 *x, f4 *y, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    f4 v = x[i];
    y[i] = axpy(a, v, y[i]);
    y[i].w = v.x;
  }
}

extern "C" __global__ void swap_add(f4 *y, f4 k) {
  int i = threadIdx.x;
  f4 v = y[i];
  v.xy = v.yx + k.zw;
  y[i] = v;
}

__device__ int test(void) {
  f4 x[2] = {{1, 2, 3, 4}, {5, 6, 7, 8}}, y[2] = {{1, 1, 1, 1}, {2, 2, 2, 2}};
  for (int i = 0; i < 2; i++) {
    f4 v = x[i];
    y[i] = axpy(2, v, y[i]);
    y[i].w = v.x;
  }
  if (y[0].x != 3 || y[0].z != 7 || y[0].w != 1 || y[1].y != 14 || y[1].w != 5)
    return 1;
  f4 k = {0, 0, 10, 20};
  f4 v = y[1];
  v.xy = v.yx + k.zw;
  if (v.x != 24 || v.y != 32 || v.z != 16) return 2;
  return 0;
}
