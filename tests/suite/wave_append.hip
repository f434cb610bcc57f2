// Filtering with wave-aggregated atomics (as in the CUDA samples' and
// GPU Gems' warp-aggregated atomics): the lanes of a wave that keep their
// element vote with __ballot; the lowest of them reserves room for all
// with one atomicAdd and hands the base to the others with __shfl; each
// lane writes at the base plus the number of voting lanes below it.  The
// output holds each wave's kept elements together, in lane order.
#include <hip/hip_runtime.h>

extern "C" __global__ void wave_append(const int *__restrict__ in, int n, int *__restrict__ out,
                                       int *__restrict__ count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = i < n ? in[i] : 0;
  int keep = i < n && (v & 3) == 0;
  unsigned long long votes = __ballot(keep);
  if (votes == 0)
    return;
  int lane = (int)__lane_id();
  int leader = __builtin_ctzll(votes);
  int base = 0;
  if (lane == leader)
    base = atomicAdd(count, (int)__popcll(votes));
  base = __shfl(base, leader);
  if (keep)
    out[base + (int)__popcll(votes & ((1ull << lane) - 1))] = v;
}
