// COMPARE-CLANG
// HIP's atomicAdd on int, unsigned int and float: the old value comes
// back, the sum is stored.
#include <hip/hip_runtime.h>
__device__ int test(void) {
  int i = 1;
  unsigned u = 4294967295u;
  float f = 0.5f;
  if (atomicAdd(&i, 2) != 1 || i != 3) return 1;
  if (atomicAdd(&u, 1u) != 4294967295u || u != 0) return 2;
  if (atomicAdd(&f, 0.25f) != 0.5f || f != 0.75f) return 3;
  return 0;
}
extern "C" __global__ void histogram(int *bins, const int *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&bins[data[i] & 15], 1);
}
extern "C" __global__ void total(float *sum, unsigned *count, const float *x) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(sum, x[i]);
  atomicAdd(count, 1u);
}
