// COMPARE-CLANG
// C17 6.5.15 in a kernel: ?: on mixed arithmetic types converts both to
// the common type; only the chosen operand is evaluated.
#include <hip/hip_runtime.h>
__device__ int test(void) {
  volatile int c = 1, m = -1;
  volatile unsigned u = 3;
  volatile double d = 0.5;
  if ((c ? m : u) != 4294967295u) return 1;
  if ((c ? m : d) != -1.0) return 2;
  if ((!c ? m : d) != 0.5) return 3;
  return 0;
}
extern "C" __global__ void select_mixed(double *out, const int *a, const double *b) {
  int i = threadIdx.x;
  out[i] = a[i] > 0 ? a[i] : b[i];
}
extern "C" __global__ void select_guarded(int *out, const int *p, int n) {
  int i = threadIdx.x;
  out[i] = i < n ? p[i] : 0;
}
