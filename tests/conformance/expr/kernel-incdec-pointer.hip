// COMPARE-CLANG
// C17 6.5.2.4, 6.5.3.1 in a kernel: *p++ copies walk two arrays.
#include <hip/hip_runtime.h>
__device__ void copy_n(int *dst, const int *src, int n) {
  while (n-- > 0)
    *dst++ = *src++;
}
__device__ int test(void) {
  int a[4] = {1, 2, 3, 4}, b[4] = {0, 0, 0, 0};
  copy_n(b, a, 3);
  if (b[0] != 1 || b[2] != 3 || b[3] != 0) return 1;
  return 0;
}
extern "C" __global__ void copy_rows(int *dst, const int *src, int n) {
  int row = threadIdx.x;
  copy_n(dst + row * n, src + row * n, n);
}
