// Dynamic shared memory, sized at launch.
#include <hip/hip_runtime.h>

// A 1-D box filter of radius r: each block stages its elements and r more
// on each side in (blockDim.x + 2r) ints of dynamic shared memory.
extern "C" __global__ void box_filter(const int *in, int *out, int n, int r) {
  extern __shared__ int tile[];
  int base = blockIdx.x * blockDim.x;
  for (int j = threadIdx.x; j < (int)blockDim.x + 2 * r; j += blockDim.x) {
    int g = base + j - r;
    tile[j] = g >= 0 && g < n ? in[g] : 0;
  }
  __syncthreads();
  int i = base + threadIdx.x;
  if (i < n) {
    int s = 0;
    for (int k = 0; k <= 2 * r; k++)
      s += tile[threadIdx.x + k];
    out[i] = s;
  }
}

// Static __shared__ memory beside 2 * blockDim.x doubles of dynamic: the
// two must not overlap.
extern "C" __global__ void mixed_shared(const float *in, double *out, int n) {
  __shared__ int tag[3];
  extern __shared__ double dyn[];
  unsigned int t = threadIdx.x, bd = blockDim.x;
  int i = blockIdx.x * bd + t;
  if (t < 3)
    tag[t] = (int)(blockIdx.x * 3 + t);
  dyn[t] = i < n ? (double)in[i] : 0.0;
  dyn[bd + t] = (double)t;
  __syncthreads();
  unsigned int u = (t + 1) % bd;
  if (i < n)
    out[i] = dyn[u] * 2.0 + dyn[bd + u] + tag[t % 3];
}
