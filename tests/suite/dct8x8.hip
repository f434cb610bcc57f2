// The 8x8 two-dimensional DCT-II of image blocks (as the CUDA samples'
// dct8x8 and JPEG encoders): a block of 8x8 threads loads one image tile
// into shared memory, transforms its rows by the DCT matrix (in
// __constant__ memory, filled by the host), then its columns, and writes
// the 64 coefficients in place of the tile.
#include <hip/hip_runtime.h>

__constant__ float dct_matrix[8][8]; // [u][x] = c(u) cos((2x + 1) u pi / 16)

extern "C" __global__ __launch_bounds__(64) void
dct8x8(const float *__restrict__ img, float *__restrict__ coef, int width) {
  __shared__ float tile[8][8], rows[8][8];
  int tx = threadIdx.x, ty = threadIdx.y;
  int x = blockIdx.x * 8 + tx, y = blockIdx.y * 8 + ty;
  tile[ty][tx] = img[y * width + x] - 128.0f; // level shift, as JPEG
  __syncthreads();
  float s = 0.0f; // row ty, frequency tx
  for (int k = 0; k < 8; k++)
    s += dct_matrix[tx][k] * tile[ty][k];
  rows[ty][tx] = s;
  __syncthreads();
  float t = 0.0f; // frequency ty down column tx
  for (int k = 0; k < 8; k++)
    t += dct_matrix[ty][k] * rows[k][tx];
  coef[y * width + x] = t;
}
