// Shortest path down a grid (as Rodinia's pathfinder): moving one row at a
// time to the cell below or diagonally below, the cost of reaching each
// cell is its weight plus the least cost of the three cells above.  A
// block stages its slice of the previous row, with one cell of apron each
// side, in shared memory; one row per launch.
#include <hip/hip_runtime.h>

#define BLOCK 256

extern "C" __global__ __launch_bounds__(BLOCK) void
pathfinder_row(const int *__restrict__ wall, const int *__restrict__ prev,
               int *__restrict__ next, int cols, int row) {
  __shared__ int p[BLOCK + 2];
  int x = blockIdx.x * BLOCK + threadIdx.x;
  int big = 0x3fffffff; // beyond the grid: never the least
  p[threadIdx.x + 1] = x < cols ? prev[x] : big;
  if (threadIdx.x == 0)
    p[0] = x > 0 ? prev[x - 1] : big;
  if (threadIdx.x == BLOCK - 1)
    p[BLOCK + 1] = x + 1 < cols ? prev[x + 1] : big;
  __syncthreads();
  if (x >= cols)
    return;
  int best = p[threadIdx.x + 1];
  best = min(best, p[threadIdx.x]);
  best = min(best, p[threadIdx.x + 2]);
  next[x] = wall[row * cols + x] + best;
}
