// Vector add over a grid-stride loop: any grid covers any n.
#include <hip/hip_runtime.h>

extern "C" __global__ void vadd_stride(const float *__restrict__ a,
                                       const float *__restrict__ b,
                                       float *__restrict__ c, size_t n) {
  size_t stride = (size_t)blockDim.x * gridDim.x;
  for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += stride)
    c[i] = a[i] + b[i];
}
