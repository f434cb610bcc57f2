// LU decomposition without pivoting, one pivot step at a time (the
// right-looking form of Rodinia's lud, without its block recursion):
// lud_column divides the column below pivot k by a[k][k], giving L's
// column; lud_trailing then subtracts l[i][k] * u[k][j] from every a[i][j]
// of the trailing submatrix, a 16x16 block staging its 16 values of the
// pivot row and of L's column in shared memory.
#include <hip/hip_runtime.h>

#define BS 16

extern "C" __global__ void lud_column(float *__restrict__ a, int n, int k) {
  int i = k + 1 + blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i * n + k] /= a[k * n + k];
}

extern "C" __global__ __launch_bounds__(BS * BS) void
lud_trailing(float *__restrict__ a, int n, int k) {
  __shared__ float row[BS], col[BS];
  int j = k + 1 + blockIdx.x * BS + threadIdx.x;
  int i = k + 1 + blockIdx.y * BS + threadIdx.y;
  if (threadIdx.y == 0)
    row[threadIdx.x] = j < n ? a[k * n + j] : 0.0f;
  if (threadIdx.x == 0)
    col[threadIdx.y] = i < n ? a[i * n + k] : 0.0f;
  __syncthreads();
  if (i < n && j < n)
    a[i * n + j] -= col[threadIdx.y] * row[threadIdx.x];
}
