// Reading one lane's value across the wave: clang's
// __builtin_amdgcn_readfirstlane and __builtin_amdgcn_readlane, plain and
// under divergence, and the warp-aggregated atomic they are used for (the
// first active lane adds for the wave).
#include <hip/hip_runtime.h>

extern "C" __global__ void lanes(const int *in, int *first, int *third, int *odd_first,
                                 int *count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  first[i] = __builtin_amdgcn_readfirstlane(v);
  third[i] = __builtin_amdgcn_readlane(v, 3);
  odd_first[i] = -1;
  if (v & 1) {
    /* the lanes holding odd values: the first of them leads */
    odd_first[i] = __builtin_amdgcn_readfirstlane(v);
    int leader = __builtin_amdgcn_readfirstlane((int)__lane_id());
    unsigned int active = __popcll(__ballot(1));
    if ((int)__lane_id() == leader)
      atomicAdd(count, (int)active);
  }
}
