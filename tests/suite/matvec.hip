// Dense matrix-vector product y = A x (as PolyBench's mvt/atax and the
// BLAS gemv): one wave per row; its lanes stride along the row, reading it
// four floats at a time as float4, and add their sums with __shfl_xor.
#include <hip/hip_runtime.h>

extern "C" __global__ void gemv_wave(const float4 *__restrict__ a, const float4 *__restrict__ x,
                                     float *__restrict__ y, int rows, int cols4) {
  int lane = threadIdx.x % warpSize;
  int row = (blockIdx.x * blockDim.x + threadIdx.x) / warpSize;
  if (row >= rows) // a whole wave leaves together
    return;
  const float4 *r = a + row * cols4;
  float sum = 0.0f;
  for (int j = lane; j < cols4; j += warpSize) {
    float4 p = r[j] * x[j];
    sum += (p.x + p.y) + (p.z + p.w);
  }
  for (int d = warpSize / 2; d > 0; d >>= 1)
    sum += __shfl_xor(sum, d);
  if (lane == 0)
    y[row] = sum;
}
