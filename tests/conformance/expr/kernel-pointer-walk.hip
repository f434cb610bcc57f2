// COMPARE-CLANG
// C17 6.5.6 in a kernel: pointer increments, pointer differences and
// comparisons within one array.
#include <hip/hip_runtime.h>
__device__ int count_until(const int *p, const int *end, int stop) {
  const int *q = p;
  while (q < end && *q != stop)
    q++;
  return (int)(q - p);
}
__device__ int test(void) {
  int a[6] = {5, 4, 3, 2, 1, 0};
  if (count_until(a, a + 6, 2) != 3) return 1;
  if (count_until(a, a + 6, 9) != 6) return 2;
  return 0;
}
extern "C" __global__ void find(int *out, const int *data, int n, int stop) {
  out[threadIdx.x] = count_until(data, data + n, stop);
}
