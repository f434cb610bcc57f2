// Dynamic shared memory: extern __shared__ float buf[]; sized at launch
// (blockDim.x floats).  Each block reverses its chunk of the array through
// LDS.
#include <hip/hip_runtime.h>

extern "C" __global__ void reverse_block(float *data, int n) {
  extern __shared__ float buf[];
  unsigned int t = threadIdx.x;
  unsigned int base = blockIdx.x * blockDim.x;
  if (base + t < (unsigned int)n)
    buf[t] = data[base + t];
  __syncthreads();
  unsigned int r = blockDim.x - 1 - t;
  if (base + r < (unsigned int)n)
    data[base + t] = buf[r];
}
