// Gaussian elimination without pivoting (as Rodinia's gaussian): for each
// pivot t, gauss_fan1 computes the multipliers m[i] = a[i][t] / a[t][t] of
// the rows below it, and gauss_fan2, on a 2D grid over the rows below and
// the columns from t on, subtracts m[i] times the pivot row (and m[i]
// times b[t] from b[i]).  The host then solves the triangular system.
#include <hip/hip_runtime.h>

extern "C" __global__ void gauss_fan1(const float *__restrict__ a, float *__restrict__ m,
                                      int n, int t) {
  int i = blockIdx.x * blockDim.x + threadIdx.x + t + 1;
  if (i < n)
    m[i] = a[i * n + t] / a[t * n + t];
}

extern "C" __global__ void gauss_fan2(float *__restrict__ a, float *__restrict__ b,
                                      const float *__restrict__ m, int n, int t) {
  int j = blockIdx.x * blockDim.x + threadIdx.x + t;
  int i = blockIdx.y * blockDim.y + threadIdx.y + t + 1;
  if (i >= n || j >= n)
    return;
  a[i * n + j] -= m[i] * a[t * n + j];
  if (j == t)
    b[i] -= m[i] * b[t];
}
