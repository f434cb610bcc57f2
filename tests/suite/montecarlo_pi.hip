// Monte-Carlo estimate of pi (as the Monte-Carlo samples of the CUDA SDK):
// every thread runs its own linear congruential generator, seeded by its
// global index, draws `samples` points in a 2^15 x 2^15 integer square and
// counts those inside the quarter circle; the block adds its counts with
// __shfl_down and shared memory, thread 0 adds them to the total with an
// unsigned atomicAdd.
#include <hip/hip_runtime.h>

#define BLOCK 128

extern "C" __global__ __launch_bounds__(BLOCK) void
monte_carlo_pi(unsigned int *__restrict__ hits, int samples, unsigned int seed) {
  __shared__ unsigned int wave_hits[BLOCK / 32];
  unsigned int id = blockIdx.x * BLOCK + threadIdx.x;
  unsigned int state = seed ^ (id * 2654435761u);
  unsigned int inside = 0;
  for (int s = 0; s < samples; s++) {
    state = state * 1664525u + 1013904223u;
    unsigned int x = state >> 17;
    state = state * 1664525u + 1013904223u;
    unsigned int y = state >> 17;
    inside += x * x + y * y < (1u << 30);
  }
  for (int d = warpSize / 2; d > 0; d >>= 1)
    inside += __shfl_down(inside, d);
  if (threadIdx.x % warpSize == 0)
    wave_hits[threadIdx.x / warpSize] = inside;
  __syncthreads();
  if (threadIdx.x == 0) {
    unsigned int total = 0;
    for (int w = 0; w < BLOCK / warpSize; w++)
      total += wave_hits[w];
    atomicAdd(hits, total);
  }
}
