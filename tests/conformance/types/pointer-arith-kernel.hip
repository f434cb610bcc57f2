// C17 6.5.6: pointer arithmetic and differences over a global array in a
// kernel; compared with clang.
// COMPARE-CLANG
#include <hip/hip_runtime.h>
extern "C" __global__ void window_sum(int *out, const int *in, int n, int w) {
  const int *begin = in + threadIdx.x;
  const int *end = begin + w;
  if (end > in + n)
    end = in + n;
  int s = 0;
  for (const int *p = begin; p < end; ++p)
    s += *p;
  out[threadIdx.x] = s + (int)(end - begin);
}
__device__ int test(void) {
  int a[6] = {1, 2, 3, 4, 5, 6};
  int *p = a + 1, *q = &a[5];
  if (q - p != 4 || *(q - 2) != 4 || p[2] != 4) return 1;
  return 0;
}
