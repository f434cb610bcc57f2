// Needleman-Wunsch global alignment (as Rodinia's nw): the score matrix
// (n+1) x (n+1), row and column 0 the gap penalties, is filled in 16x16
// blocks along anti-diagonals of blocks, a launch per diagonal.  A block
// stages its similarity tile and the scores above and left of it in
// shared memory and sweeps its own anti-diagonals, thread tx taking
// column tx: score = max(diagonal + similarity, up - penalty,
// left - penalty).
#include <hip/hip_runtime.h>

#define BS 16

extern "C" __global__ __launch_bounds__(BS) void
nw_diagonal(int *__restrict__ score, const int *__restrict__ sim, int n, int penalty,
            int diag) {
  __shared__ int s[BS + 1][BS + 1];
  __shared__ int r[BS][BS];
  int nb = n / BS, tx = threadIdx.x;
  int bx = diag < nb ? blockIdx.x : blockIdx.x + diag - nb + 1;
  int by = diag - bx;
  int w = n + 1, x0 = bx * BS, y0 = by * BS;
  for (int k = 0; k < BS; k++)
    r[k][tx] = sim[(y0 + k + 1) * w + x0 + tx + 1];
  s[0][tx + 1] = score[y0 * w + x0 + tx + 1];
  s[tx + 1][0] = score[(y0 + tx + 1) * w + x0];
  if (tx == 0)
    s[0][0] = score[y0 * w + x0];
  __syncthreads();
  for (int m = 0; m < 2 * BS - 1; m++) {
    int x = tx + 1, y = m - tx + 1;
    if (y >= 1 && y <= BS) {
      int best = s[y - 1][x - 1] + r[y - 1][x - 1];
      best = max(best, s[y - 1][x] - penalty);
      best = max(best, s[y][x - 1] - penalty);
      s[y][x] = best;
    }
    __syncthreads();
  }
  for (int k = 0; k < BS; k++)
    score[(y0 + k + 1) * w + x0 + tx + 1] = s[k + 1][tx + 1];
}
