// Exclusive prefix sum (Blelloch's work-efficient scan, as in the CUDA
// samples' scan and SHOC's Scan): each block of T threads scans 2T ints in
// dynamic shared memory, an up-sweep building partial sums in a tree and a
// down-sweep distributing them, and writes its total to block_sums.  The
// block sums are scanned the same way (one block), and scan_add_offsets
// adds each block's offset to its elements.
#include <hip/hip_runtime.h>

extern "C" __global__ void scan_block(const int *__restrict__ in, int *__restrict__ out,
                                      int *__restrict__ block_sums, int n) {
  extern __shared__ int s[];
  int t = threadIdx.x, m = 2 * blockDim.x;
  int base = blockIdx.x * m;
  s[t] = base + t < n ? in[base + t] : 0;
  s[t + blockDim.x] = base + t + blockDim.x < n ? in[base + t + blockDim.x] : 0;
  int offset = 1;
  for (int d = m >> 1; d > 0; d >>= 1) { // up-sweep
    __syncthreads();
    if (t < d)
      s[offset * (2 * t + 2) - 1] += s[offset * (2 * t + 1) - 1];
    offset <<= 1;
  }
  if (t == 0) {
    block_sums[blockIdx.x] = s[m - 1];
    s[m - 1] = 0;
  }
  for (int d = 1; d < m; d <<= 1) { // down-sweep
    offset >>= 1;
    __syncthreads();
    if (t < d) {
      int a = offset * (2 * t + 1) - 1, b = offset * (2 * t + 2) - 1;
      int v = s[a];
      s[a] = s[b];
      s[b] += v;
    }
  }
  __syncthreads();
  if (base + t < n)
    out[base + t] = s[t];
  if (base + t + blockDim.x < n)
    out[base + t + blockDim.x] = s[t + blockDim.x];
}

extern "C" __global__ void scan_add_offsets(int *__restrict__ data,
                                            const int *__restrict__ offsets, int n) {
  int i = blockIdx.x * 2 * blockDim.x + threadIdx.x;
  int add = offsets[blockIdx.x];
  if (i < n)
    data[i] += add;
  if (i + blockDim.x < n)
    data[i + blockDim.x] += add;
}
