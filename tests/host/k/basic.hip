// basic.hip - kernels hipc compiles for --offload-arch=host, run by
// tests/host/compiled.c: arguments, 2-D indices, static and dynamic
// __shared__ memory under __syncthreads, __device__ and __constant__
// variables, atomics, __launch_bounds__ and a C++-mangled name.
#include <hip/hip_runtime.h>

__device__ int counter;
__constant__ float coeffs[4];

extern "C" __global__ void vadd(const float *__restrict__ a,
                                const float *__restrict__ b,
                                float *__restrict__ c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}

// Each block sums 2 * blockDim.x elements in dynamic shared memory.
extern "C" __global__ void reduce(const int *in, int *out, int n) {
  extern __shared__ int sdata[];
  unsigned t = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x * 2 + t;
  int v = 0;
  if (i < (unsigned)n)
    v = in[i];
  if (i + blockDim.x < (unsigned)n)
    v += in[i + blockDim.x];
  sdata[t] = v;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s)
      sdata[t] += sdata[t + s];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = sdata[0];
}

#define TILE 16

// C = A * B for n x n matrices, 16 x 16 tiles in static shared memory.
extern "C" __global__ void matmul(const float *A, const float *B, float *C,
                                  int n) {
  __shared__ float as[TILE][TILE];
  __shared__ float bs[TILE][TILE];
  int row = blockIdx.y * TILE + threadIdx.y;
  int col = blockIdx.x * TILE + threadIdx.x;
  float acc = 0.0f;
  for (int k0 = 0; k0 < n; k0 += TILE) {
    int ak = k0 + threadIdx.x, bk = k0 + threadIdx.y;
    as[threadIdx.y][threadIdx.x] = row < n && ak < n ? A[row * n + ak] : 0.0f;
    bs[threadIdx.y][threadIdx.x] = bk < n && col < n ? B[bk * n + col] : 0.0f;
    __syncthreads();
    for (int k = 0; k < TILE; k++)
      acc += as[threadIdx.y][k] * bs[k][threadIdx.x];
    __syncthreads();
  }
  if (row < n && col < n)
    C[row * n + col] = acc;
}

extern "C" __global__ void count(int times) {
  for (int i = 0; i < times; i++)
    atomicAdd(&counter, 1);
}

// out[i] = coeffs[0] + coeffs[1] * x + coeffs[2] * x^2 + coeffs[3] * x^3
extern "C" __global__ void poly(const float *x, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float v = x[i];
    out[i] = coeffs[0] + v * (coeffs[1] + v * (coeffs[2] + v * coeffs[3]));
  }
}

extern "C" __global__ void __launch_bounds__(128) bounded(int *out) {
  out[blockIdx.x * blockDim.x + threadIdx.x] = threadIdx.x;
}

// A C++ name: hipModuleGetFunction takes it mangled.
__global__ void scale(float *x, float k, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= k;
}
