// HIP: the runner launches one block of one thread, so every coordinate is
// 0 and every dimension 1.  Their members are unsigned int.
__device__ int test(void) {
  if (threadIdx.x != 0 || threadIdx.y != 0 || threadIdx.z != 0) return 1;
  if (blockIdx.x != 0 || blockIdx.y != 0 || blockIdx.z != 0) return 2;
  if (blockDim.x != 1 || blockDim.y != 1 || blockDim.z != 1) return 3;
  if (gridDim.x != 1 || gridDim.y != 1 || gridDim.z != 1) return 4;
  if (_Generic(threadIdx.x, unsigned int: 0, default: 1)) return 5;
  if (_Generic(blockDim.y, unsigned int: 0, default: 1)) return 6;
  unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
  if (gid != 0) return 7;
  if (hipThreadIdx_x != 0 || hipBlockDim_x != 1 || hipGridDim_z != 1) return 8;
  if (threadIdx.x - 1 < 0) return 9;           /* unsigned arithmetic */
  return 0;
}
