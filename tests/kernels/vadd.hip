// Vector add: the smallest kernel, one thread per element.
// Exercises: __restrict__ pointer parameters, blockIdx/blockDim/threadIdx .x,
// a bounds check.
#include <hip/hip_runtime.h>

extern "C" __global__ void vadd(const float *__restrict__ a,
                                const float *__restrict__ b,
                                float *__restrict__ c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}
