// C17 6.7.9: automatic aggregates with partial initializers (the rest is
// zero) inside a kernel; compared with clang.
// COMPARE-CLANG
#include <hip/hip_runtime.h>
struct acc { int count; float sum; float lo, hi; };
extern "C" __global__ void histogram8(int *out, const int *in, int n) {
  int bins[8] = {0};
  for (int i = 0; i < n; i++)
    bins[in[i] & 7]++;
  for (int b = 0; b < 8; b++)
    out[b] = bins[b];
}
extern "C" __global__ void summarize(float *out, const float *in, int n) {
  struct acc a = {0, 0.0f, 1e30f};
  for (int i = 0; i < n; i++) {
    a.count++;
    a.sum += in[i];
    a.lo = in[i] < a.lo ? in[i] : a.lo;
  }
  out[0] = a.sum;
  out[1] = a.lo;
  out[2] = (float)a.count + a.hi;
}
__device__ int test(void) {
  struct acc a = {3};
  if (a.count != 3 || a.sum != 0 || a.hi != 0) return 1;
  int b[4] = {1};
  if (b[3] != 0) return 2;
  return 0;
}
