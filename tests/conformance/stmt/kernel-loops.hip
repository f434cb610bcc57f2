// COMPARE-CLANG
// C17 6.8.5-6.8.6 in a kernel: for with break and continue, while, do.
#include <hip/hip_runtime.h>
__device__ int sum_odd_until(const int *a, int n, int stop) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    if (a[i] == stop)
      break;
    if (a[i] % 2 == 0)
      continue;
    s += a[i];
  }
  return s;
}
__device__ int test(void) {
  int a[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  if (sum_odd_until(a, 8, 100) != 16) return 1;
  if (sum_odd_until(a, 8, 5) != 4) return 2;
  int k = 0;
  do
    k += 2;
  while (k < 7);
  if (k != 8) return 3;
  return 0;
}
extern "C" __global__ void sums(int *out, const int *data, int n, int stop) {
  out[threadIdx.x] = sum_odd_until(data, n, stop);
}
extern "C" __global__ void countdown(unsigned *out, unsigned n) {
  unsigned steps = 0;
  while (n > 1) {
    n = n % 2 ? 3 * n + 1 : n / 2;
    steps++;
  }
  out[threadIdx.x] = steps;
}
