// Matrix transpose through shared memory: a block of 32x8 threads moves a
// 32x32 tile, reading rows and writing rows.  The tile has one column of
// padding (TILE + 1) so that a GPU reads its columns without bank
// conflicts.
#include <hip/hip_runtime.h>

#define TILE 32
#define ROWS 8

// out (width x height) = in (height x width) transposed.
extern "C" __global__ void transpose_tiled(const float *__restrict__ in,
                                           float *__restrict__ out,
                                           int width, int height) {
  __shared__ float tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    if (x < width && y + j < height)
      tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * width + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    if (x < height && y + j < width)
      out[(y + j) * height + x] = tile[threadIdx.x][threadIdx.y + j];
}
