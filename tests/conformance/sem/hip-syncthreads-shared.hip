// HIP: __syncthreads() returns in a one-thread block; __shared__ memory
// holds what the thread wrote across the barrier.
__device__ int test(void) {
  __shared__ int tile[16];
  __shared__ float acc;
  for (int i = 0; i < 16; i++)
    tile[i] = i * 3;
  acc = 0.5f;
  __syncthreads();
  int s = 0;
  for (int i = 0; i < 16; i++)
    s += tile[i];
  if (s != 360) return 1;
  if (acc != 0.5f) return 2;
  __syncthreads();
  __threadfence();
  __threadfence_block();
  return 0;
}
