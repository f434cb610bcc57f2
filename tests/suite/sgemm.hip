// Single-precision GEMM (as SHOC's SGEMM and PolyBench's gemm): C = alpha
// A B + beta C with 16x16 tiles of A and B in shared memory; each thread
// computes a 1x2 strip of C (two columns 16 apart), the tile of B being
// 16 x 32.
#include <hip/hip_runtime.h>

#define TS 16

extern "C" __global__ __launch_bounds__(TS * TS) void
sgemm_tiled(const float *__restrict__ a, const float *__restrict__ b, float *__restrict__ c,
            int m, int n, int k, float alpha, float beta) {
  __shared__ float ta[TS][TS];
  __shared__ float tb[TS][2 * TS];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TS + ty, col = blockIdx.x * 2 * TS + tx;
  float acc0 = 0.0f, acc1 = 0.0f;
  for (int k0 = 0; k0 < k; k0 += TS) {
    ta[ty][tx] = row < m && k0 + tx < k ? a[row * k + k0 + tx] : 0.0f;
    int kb = k0 + ty;
    tb[ty][tx] = kb < k && col < n ? b[kb * n + col] : 0.0f;
    tb[ty][tx + TS] = kb < k && col + TS < n ? b[kb * n + col + TS] : 0.0f;
    __syncthreads();
#pragma unroll
    for (int j = 0; j < TS; j++) {
      acc0 += ta[ty][j] * tb[j][tx];
      acc1 += ta[ty][j] * tb[j][tx + TS];
    }
    __syncthreads();
  }
  if (row < m && col < n)
    c[row * n + col] = alpha * acc0 + beta * c[row * n + col];
  if (row < m && col + TS < n)
    c[row * n + col + TS] = alpha * acc1 + beta * c[row * n + col + TS];
}
