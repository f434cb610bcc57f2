// Separable convolution (as the CUDA samples' convolutionSeparable): a
// row pass then a column pass with the same 1D kernel of radius 4, each
// block staging its tile and apron in shared memory; pixels beyond the
// image count as zero.
#include <hip/hip_runtime.h>

#define RAD 4
#define BX 32
#define BY 8

extern "C" __global__ __launch_bounds__(BX * BY) void
sepconv_rows(const float *__restrict__ in, float *__restrict__ out,
             const float *__restrict__ k, int w, int h) {
  __shared__ float s[BY][BX + 2 * RAD];
  int x = blockIdx.x * BX + threadIdx.x, y = blockIdx.y * BY + threadIdx.y;
  int yc = y < h ? y : h - 1;
  for (int i = threadIdx.x; i < BX + 2 * RAD; i += BX) {
    int xx = blockIdx.x * BX + i - RAD;
    s[threadIdx.y][i] = xx >= 0 && xx < w ? in[yc * w + xx] : 0.0f;
  }
  __syncthreads();
  if (x >= w || y >= h)
    return;
  float sum = 0.0f;
  for (int j = -RAD; j <= RAD; j++)
    sum += k[RAD - j] * s[threadIdx.y][threadIdx.x + RAD + j];
  out[y * w + x] = sum;
}

extern "C" __global__ __launch_bounds__(BX * BY) void
sepconv_cols(const float *__restrict__ in, float *__restrict__ out,
             const float *__restrict__ k, int w, int h) {
  __shared__ float s[BY + 2 * RAD][BX];
  int x = blockIdx.x * BX + threadIdx.x, y = blockIdx.y * BY + threadIdx.y;
  int xc = x < w ? x : w - 1;
  for (int i = threadIdx.y; i < BY + 2 * RAD; i += BY) {
    int yy = blockIdx.y * BY + i - RAD;
    s[i][threadIdx.x] = yy >= 0 && yy < h ? in[yy * w + xc] : 0.0f;
  }
  __syncthreads();
  if (x >= w || y >= h)
    return;
  float sum = 0.0f;
  for (int j = -RAD; j <= RAD; j++)
    sum += k[RAD - j] * s[threadIdx.y + RAD + j][threadIdx.x];
  out[y * w + x] = sum;
}
