// 16x16 tiled matrix multiply C = A * B (row-major, n x n; n need not be a
// multiple of TILE).  Exercises: 2-D indexing, a 2-D __shared__ array
// (__shared__ float tile[16][16]), __syncthreads() in a loop.
#include <hip/hip_runtime.h>

#define TILE 16

extern "C" __global__ void matmul_tiled(const float *__restrict__ a,
                                        const float *__restrict__ b,
                                        float *__restrict__ c, int n) {
  __shared__ float ta[TILE][TILE];
  __shared__ float tb[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty;
  int col = blockIdx.x * TILE + tx;
  float acc = 0.0f;
  for (int t = 0; t < (n + TILE - 1) / TILE; ++t) {
    int ac = t * TILE + tx, br = t * TILE + ty;
    ta[ty][tx] = (row < n && ac < n) ? a[row * n + ac] : 0.0f;
    tb[ty][tx] = (br < n && col < n) ? b[br * n + col] : 0.0f;
    __syncthreads();
    for (int k = 0; k < TILE; ++k)
      acc += ta[ty][k] * tb[k][tx];
    __syncthreads();
  }
  if (row < n && col < n)
    c[row * n + col] = acc;
}
