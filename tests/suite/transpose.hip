// Matrix transpose (as the CUDA samples' transpose, "diagonal" variant):
// 16x16 blocks move a tile through shared memory padded by one column, and
// walk the tiles in diagonal order so that consecutive blocks touch
// different memory partitions.  The diagonal order needs a square grid of
// tiles; a rectangular one uses the plain order.  The tile holds int2
// pairs, a 64-bit element.
#include <hip/hip_runtime.h>

#define TILE 16

extern "C" __global__ __launch_bounds__(TILE * TILE) void
transpose_diagonal(const int2 *__restrict__ in, int2 *__restrict__ out, int width,
                   int height) {
  __shared__ int2 tile[TILE][TILE + 1];
  int bx = blockIdx.x, by = blockIdx.y;
  if (gridDim.x == gridDim.y) {
    by = blockIdx.x;
    bx = (blockIdx.x + blockIdx.y) % gridDim.x;
  }
  int x = bx * TILE + threadIdx.x, y = by * TILE + threadIdx.y;
  if (x < width && y < height)
    tile[threadIdx.y][threadIdx.x] = in[y * width + x];
  __syncthreads();
  x = by * TILE + threadIdx.x;
  y = bx * TILE + threadIdx.y;
  if (x < height && y < width)
    out[y * height + x] = tile[threadIdx.x][threadIdx.y];
}
