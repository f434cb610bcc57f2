// PolyBench's atax in double precision: y = A^T (A x) for an m x n
// matrix A.  atax_ax gives each row a thread for tmp = A x; atax_aty gives
// each column a thread for y = A^T tmp, reading A down its columns
// (consecutive threads, consecutive addresses).
#include <hip/hip_runtime.h>

extern "C" __global__ void atax_ax(const double *__restrict__ a, const double *__restrict__ x,
                                   double *__restrict__ tmp, int m, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= m)
    return;
  double s = 0.0;
  for (int j = 0; j < n; j++)
    s += a[i * n + j] * x[j];
  tmp[i] = s;
}

extern "C" __global__ void atax_aty(const double *__restrict__ a, const double *__restrict__ tmp,
                                    double *__restrict__ y, int m, int n) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  if (j >= n)
    return;
  double s = 0.0;
  for (int i = 0; i < m; i++)
    s += a[i * n + j] * tmp[i];
  y[j] = s;
}
