// Kernels for `make demo`: compiled by hipc for gfx90a and gfx1100 into one
// offload bundle.
#include <hip/hip_runtime.h>

// y = a*x + y over a grid-stride loop.
extern "C" __global__ void saxpy(int n, float a, const float *__restrict__ x,
                                 float *__restrict__ y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    y[i] = a * x[i] + y[i];
}

// Sum of a block's elements in shared memory; one partial sum per block.
extern "C" __global__ __launch_bounds__(256) void block_sum(const float *in,
                                                            float *partial,
                                                            int n) {
  __shared__ float buf[256];
  unsigned t = threadIdx.x;
  unsigned i = blockIdx.x * 256 + t;
  buf[t] = i < (unsigned)n ? in[i] : 0.0f;
  __syncthreads();
  for (unsigned s = 128; s > 0; s >>= 1) {
    if (t < s)
      buf[t] += buf[t + s];
    __syncthreads();
  }
  if (t == 0)
    partial[blockIdx.x] = buf[0];
}

// C = A * B for square matrices of side n, 16x16 tiles in shared memory.
#define TILE 16
extern "C" __global__ void matmul(const float *a, const float *b, float *c,
                                  int n) {
  __shared__ float ta[TILE][TILE];
  __shared__ float tb[TILE][TILE];
  int row = blockIdx.y * TILE + threadIdx.y;
  int col = blockIdx.x * TILE + threadIdx.x;
  float acc = 0.0f;
  for (int k0 = 0; k0 < n; k0 += TILE) {
    ta[threadIdx.y][threadIdx.x] =
        row < n && k0 + threadIdx.x < n ? a[row * n + k0 + threadIdx.x] : 0.0f;
    tb[threadIdx.y][threadIdx.x] =
        col < n && k0 + threadIdx.y < n ? b[(k0 + threadIdx.y) * n + col] : 0.0f;
    __syncthreads();
    for (int k = 0; k < TILE; k++)
      acc += ta[threadIdx.y][k] * tb[k][threadIdx.x];
    __syncthreads();
  }
  if (row < n && col < n)
    c[row * n + col] = acc;
}

// A 64-bin histogram of bytes, counted in shared memory first.
extern "C" __global__ void histogram64(const unsigned char *data, int n,
                                       unsigned *bins) {
  __shared__ unsigned local[64];
  if (threadIdx.x < 64)
    local[threadIdx.x] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    atomicAdd(&local[data[i] & 63], 1u);
  __syncthreads();
  if (threadIdx.x < 64)
    atomicAdd(&bins[threadIdx.x], local[threadIdx.x]);
}
