// Warp operations after divergent warp operations: a GPU runs a wave's
// lanes in lock step, so each vote, ballot and shuffle combines the lanes
// that are active at that point, whatever the lanes did before.  Every
// operation HIP has, after and inside divergent branches, nested branches,
// loops whose trip count differs per lane (for, while with break and
// continue, do, nested), barriers beside them, and calls of a device
// function from two places, in a loop and recursively.  Works for warp
// size 64 and 32.  After after_vote, each thread has OUTS results.
#include <hip/hip_runtime.h>

#define OUTS 24

// The example of issue 13: one divergent ballot broke the votes after it.
extern "C" __global__ void after_vote(const int *in, int *out, unsigned long long *first,
                                      int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  unsigned long long b = 0;
  if (v & 1)
    b = __ballot(v > 50);
  first[i] = b;
  if (i < n) {
    out[2 * i] = __any(v > 97);
    out[2 * i + 1] = __all(v > -99);
  }
}

// Every warp operation: after two divergent ones, inside a branch and its
// else, and converged again.  The shuffles read active lanes only.
extern "C" __global__ void every_op(const int *in, unsigned long long *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = __lane_id();
  int v = in[i];
  unsigned long long *o = out + (size_t)i * OUTS;
  if (v & 1)
    o[0] = __ballot(v > 0);
  if (lane % 3 == 0)
    o[1] = __shfl_up(v, 3);
  if (lane & 2) {
    o[2] = __ballot(v > 30);
    o[3] = __any(v > 90);
    o[4] = __all(v > -90);
    o[5] = __activemask();
    o[6] = __shfl(v, lane ^ 1);
    o[7] = __shfl_xor(v, 4);
    o[8] = __shfl_up(v, 4);
    o[9] = __shfl_down(v, 8);
    __syncwarp();
    o[10] = __builtin_amdgcn_readfirstlane(v);
    o[11] = __ballot_sync(__activemask(), v < 0);
    o[12] = __shfl_xor((double)v * 0.5, 1) == (double)__shfl_xor(v, 1) * 0.5;
  } else {
    o[13] = __ballot(v < 0);
    o[14] = __shfl_down(v, 1, 2);
    o[15] = __any_sync(__activemask(), v > 95);
    o[16] = __all_sync(__activemask(), v > -95);
  }
  o[17] = __ballot(v > 0);
  o[18] = __shfl_xor(v, warpSize / 2);
  o[19] = __activemask();
  o[20] = __shfl(v, warpSize - 1);
  o[21] = __builtin_amdgcn_readlane(v, 5);
}

// Branches in branches, a warp operation at every level and after each.
extern "C" __global__ void nested(const int *in, unsigned long long *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = __lane_id();
  int v = in[i];
  unsigned long long *o = out + (size_t)i * OUTS;
  if (lane < 3 * warpSize / 4) {
    o[0] = __ballot(v & 1);
    if (v & 2) {
      o[1] = __ballot(v & 4);
      if (lane & 1) {
        o[2] = __ballot(v & 8);
        o[3] = __shfl_xor(v, 2);
      } else {
        o[4] = __ballot(v & 16);
        if (v & 32)
          o[5] = __ballot(v & 64);
      }
      o[6] = __ballot(v & 32);
    }
    o[7] = __ballot(v & 64);
    switch (v % 3) {
    case 0:
      o[8] = __ballot(v & 1);
      break;
    case 1:
      o[9] = __ballot(v & 2);
      // fall through: these lanes vote again with the next case's
    default:
      o[10] = __ballot(v & 4);
    }
    o[11] = (v & 8) ? __ballot(v & 16) : __ballot(v & 32);
  } else {
    o[12] = __ballot(v & 1);
  }
  o[13] = __ballot(v & 128);
}

// Loops whose trip count differs per lane: on a GPU the lanes still in the
// loop run iteration k together; the others wait where the loop ends.
extern "C" __global__ void loops(const int *in, unsigned long long *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = __lane_id();
  int v = in[i];
  unsigned long long *o = out + (size_t)i * OUTS;

  // for: a ballot every iteration, and one more in a branch that varies
  // from iteration to iteration
  int trips = v % 5 + (lane & 3);
  unsigned long long acc = 0;
  for (int k = 0; k < trips; k++) {
    acc = acc * 3 + __ballot(v > k * 20 - 50);
    if ((v >> k) & 1)
      acc ^= __ballot(lane & 1) << 1;
  }
  o[0] = acc;
  o[1] = __ballot(trips > 2);

  // while (1) with break and continue
  int k = 0;
  acc = 0;
  while (1) {
    if (k >= trips)
      break;
    k++;
    if ((v >> k) & 1)
      continue;
    acc = acc * 5 + __ballot(v > 10 * k);
  }
  o[2] = acc;

  // do, its trip count the same in lanes 2m and 2m+1: a shuffle with the
  // neighbour reads an active lane
  int d = 0, pair_trips = (in[i & ~1] & 3) + 1;
  acc = 0;
  do {
    acc = acc * 7 + (unsigned)__shfl_xor(v + d, 1);
    d++;
  } while (d < pair_trips);
  o[3] = acc;

  // a loop in a loop, both with varying trip counts, votes in both
  acc = 0;
  for (int a = 0; a < (v & 3) + 1; a++) {
    for (int b = 0; b < ((v >> 2) + a) % 4; b++)
      acc = acc * 11 + __ballot((v >> (a + b)) & 1);
    acc ^= __ballot(v & (8 << a));
  }
  o[4] = acc;
  // a vote in the condition of a loop: until no lane's value is left
  int left = v & 15, rounds = 0;
  while (__any(left > 0)) {
    left -= 3;
    rounds++;
  }
  o[5] = rounds;
  o[6] = __ballot(1);
}

// A barrier in a loop beside a divergent vote: the lanes that skip the
// vote wait at the barrier, which is no warp operation.
extern "C" __global__ void barriers(const int *in, unsigned long long *out) {
  __shared__ int total;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = __lane_id();
  int v = in[i];
  if (threadIdx.x == 0)
    total = 0;
  __syncthreads();
  unsigned long long acc = 0;
  for (int k = 0; k < 4; k++) {
    if ((v + k) & 1)
      acc = acc * 3 + __ballot(v > 25 * k - 50);
    if (lane == k)
      atomicAdd(&total, 1);
    __syncthreads();
    acc += total;
    __syncthreads();
  }
  out[(size_t)i * OUTS] = acc;
}

static __device__ unsigned long long vote(int p) { return __ballot(p); }

// Lanes with v & 4 return before the vote: they take no part in it.
static __device__ unsigned long long vote_unless4(int v) {
  if (v & 4)
    return 0;
  return __ballot(v > 0);
}

// Odd lanes go down to level 0, the others stop at the top: each level
// votes with the lanes that reached it.
static __device__ unsigned long long levels(int v, int d) {
  unsigned long long b = __ballot(v > d * 10);
  if (d > 0 && (v & 1))
    b ^= levels(v, d - 1) << 1;
  return b;
}

// One function called from two places: the lanes at each call vote apart;
// in a loop, lanes that return early wait for the others.
extern "C" __global__ void calls(const int *in, unsigned long long *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  unsigned long long *o = out + (size_t)i * OUTS;
  if (v & 1)
    o[0] = vote(v > 50);
  o[1] = vote(v > 20);
  if (v & 2)
    o[2] = vote_unless4(v);
  else
    o[3] = vote(v < -20);
  o[4] = vote_unless4(v);
  o[5] = vote(v > 0);
  unsigned long long acc = 0;
  for (int k = 0; k < 3; k++)
    acc = acc * 7 + vote_unless4(v + k);
  o[6] = acc;
  o[7] = levels(v, 3);
}
