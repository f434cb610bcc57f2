// Stream compaction by prefix sums (as the CUDA samples' and CUDPP's
// compact): keep the elements above a threshold, in order.  compact_count
// counts each block's kept elements with a shared atomicAdd;
// compact_offsets scans those counts in one block (Hillis-Steele, in
// dynamic shared memory); compact_scatter scans the block's flags the same
// way and writes each kept element at its block's offset plus its rank.
#include <hip/hip_runtime.h>

#define BLOCK 256

extern "C" __global__ __launch_bounds__(BLOCK) void
compact_count(const float *__restrict__ in, int n, float threshold, int *__restrict__ counts) {
  __shared__ int count;
  if (threadIdx.x == 0)
    count = 0;
  __syncthreads();
  int i = blockIdx.x * BLOCK + threadIdx.x;
  if (i < n && in[i] > threshold)
    atomicAdd(&count, 1);
  __syncthreads();
  if (threadIdx.x == 0)
    counts[blockIdx.x] = count;
}

// inclusive scan of s[0 .. blockDim.x) in place, Hillis-Steele
__device__ static int block_scan(int *s, int v) {
  int t = threadIdx.x;
  s[t] = v;
  __syncthreads();
  for (int d = 1; d < (int)blockDim.x; d <<= 1) {
    int add = t >= d ? s[t - d] : 0;
    __syncthreads();
    s[t] += add;
    __syncthreads();
  }
  return s[t];
}

extern "C" __global__ void compact_offsets(const int *__restrict__ counts,
                                           int *__restrict__ offsets, int blocks) {
  extern __shared__ int s[];
  int carry = 0;
  for (int base = 0; base < blocks; base += blockDim.x) {
    int i = base + threadIdx.x;
    int v = i < blocks ? counts[i] : 0;
    int incl = block_scan(s, v);
    if (i < blocks)
      offsets[i] = carry + incl - v;
    carry += s[blockDim.x - 1];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    offsets[blocks] = carry;
}

extern "C" __global__ __launch_bounds__(BLOCK) void
compact_scatter(const float *__restrict__ in, int n, float threshold,
                const int *__restrict__ offsets, float *__restrict__ out) {
  __shared__ int s[BLOCK];
  int i = blockIdx.x * BLOCK + threadIdx.x;
  int keep = i < n && in[i] > threshold;
  int rank = block_scan(s, keep) - keep;
  if (keep)
    out[offsets[blockIdx.x] + rank] = in[i];
}
