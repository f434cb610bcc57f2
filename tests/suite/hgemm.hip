// Half-precision GEMM with float accumulation (as the mixed-precision
// GEMMs of SHOC and the CUDA samples): C (m x n, float) = alpha * A (m x k,
// __half) * B (k x n, __half) + beta * C.  16x16 tiles of A and B are
// staged in shared memory as __half and widened to float for the products.
#include <hip/hip_runtime.h>
#include <hip/hip_fp16.h>

#define TS 16

extern "C" __global__ __launch_bounds__(TS * TS) void
hgemm_tiled(const __half *__restrict__ a, const __half *__restrict__ b,
            float *__restrict__ c, int m, int n, int k, float alpha, float beta) {
  __shared__ __half ta[TS][TS], tb[TS][TS];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TS + ty, col = blockIdx.x * TS + tx;
  float acc = 0.0f;
  for (int k0 = 0; k0 < k; k0 += TS) {
    ta[ty][tx] = row < m && k0 + tx < k ? a[row * k + k0 + tx] : __float2half(0.0f);
    tb[ty][tx] = col < n && k0 + ty < k ? b[(k0 + ty) * n + col] : __float2half(0.0f);
    __syncthreads();
    for (int j = 0; j < TS; j++)
      acc += __half2float(ta[ty][j]) * __half2float(tb[j][tx]);
    __syncthreads();
  }
  if (row < m && col < n)
    c[row * n + col] = alpha * acc + beta * c[row * n + col];
}
