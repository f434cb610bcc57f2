// Block-wide votes: __syncthreads_count, __syncthreads_and and
// __syncthreads_or over a predicate of each thread, in 1-D and 3-D blocks,
// several times in a row (the counter must start afresh each time).
#include <hip/hip_runtime.h>

extern "C" __global__ void votes(const int *in, int *count, int *all, int *any) {
  int t = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  int threads = blockDim.x * blockDim.y * blockDim.z;
  int v = in[blockIdx.x * threads + t];
  int c = __syncthreads_count(v > 0);
  int a = __syncthreads_and(v > 0);
  int o = __syncthreads_or(v > 100);
  if (t == 0) {
    count[blockIdx.x] = c;
    all[blockIdx.x] = a;
    any[blockIdx.x] = o;
  }
}
