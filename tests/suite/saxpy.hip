// SAXPY, y = a x + y (BLAS level 1, as in every GPU tutorial suite), with
// a grid-stride loop so that any grid covers any n; saxpy4 is the same on
// float4 vectors, four elements a load.
#include <hip/hip_runtime.h>

extern "C" __global__ void saxpy(int n, float a, const float *__restrict__ x,
                                 float *__restrict__ y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    y[i] = a * x[i] + y[i];
}

extern "C" __global__ void saxpy4(int n4, float a, const float4 *__restrict__ x,
                                  float4 *__restrict__ y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n4; i += blockDim.x * gridDim.x)
    y[i] = a * x[i] + y[i];
}
