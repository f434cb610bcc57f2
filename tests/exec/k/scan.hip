// Inclusive prefix sums: within a warp by __shfl_up, within a block
// through the warps' totals in shared memory, across blocks by scanning
// the blocks' totals and adding them back.  Works for warp size 64 and 32;
// blockDim.x must be a multiple of warpSize.
#include <hip/hip_runtime.h>

// The inclusive scan of v over the lanes of the warp.
static __device__ int warp_scan(int v) {
  int lane = threadIdx.x % warpSize;
  for (int d = 1; d < warpSize; d *= 2) {
    int t = __shfl_up(v, d);
    if (lane >= d)
      v += t;
  }
  return v;
}

// Each warp's own scan, no more: its result depends on warpSize.
extern "C" __global__ void scan_warps(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = warp_scan(i < n ? in[i] : 0);
  if (i < n)
    out[i] = v;
}

// out = the scan of in within each block; block_sums[b] = block b's total
// (unless block_sums is null).
extern "C" __global__ void scan_block(const int *in, int *out,
                                      int *block_sums, int n) {
  __shared__ int warp_sums[32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize;
  int nwarps = blockDim.x / warpSize;
  int v = warp_scan(i < n ? in[i] : 0);
  if (lane == warpSize - 1)
    warp_sums[warp] = v;
  __syncthreads();
  if (warp == 0) {
    int s = warp_scan(lane < nwarps ? warp_sums[lane] : 0);
    if (lane < nwarps)
      warp_sums[lane] = s;
  }
  __syncthreads();
  if (warp > 0)
    v += warp_sums[warp - 1];
  if (i < n)
    out[i] = v;
  if (block_sums && threadIdx.x == blockDim.x - 1)
    block_sums[blockIdx.x] = v;
}

// out[i] += the inclusive scan of the totals of the blocks before i's.
extern "C" __global__ void add_offsets(int *out, const int *scanned_sums,
                                       int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (blockIdx.x > 0 && i < n)
    out[i] += scanned_sums[blockIdx.x - 1];
}
