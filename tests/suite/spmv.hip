// Sparse matrix-vector product y = A x, A in CSR (as SHOC's Spmv): the
// "vector" kernel gives each row a group of 16 lanes that stride over its
// nonzeros, then add their partial sums with __shfl_down within the group.
#include <hip/hip_runtime.h>

#define LANES 16

extern "C" __global__ void spmv_csr_vector(const int *__restrict__ row_start,
                                           const int *__restrict__ col,
                                           const float *__restrict__ val,
                                           const float *__restrict__ x, float *__restrict__ y,
                                           int rows) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int row = t / LANES, lane = t % LANES;
  float sum = 0.0f;
  if (row < rows)
    for (int e = row_start[row] + lane; e < row_start[row + 1]; e += LANES)
      sum += val[e] * x[col[e]];
  for (int d = LANES / 2; d > 0; d >>= 1)
    sum += __shfl_down(sum, d, LANES);
  if (row < rows && lane == 0)
    y[row] = sum;
}
