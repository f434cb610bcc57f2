// 2D convolution of an image with a 5x5 filter held in __constant__
// memory (as SHOC's and the CUDA samples' convolution): a 16x16 block
// stages its tile plus a 2-pixel apron in shared memory, zero outside the
// image, then each thread forms one output pixel.
#include <hip/hip_runtime.h>

#define R 2
#define BS 16
#define TW (BS + 2 * R)

__constant__ float filter5[(2 * R + 1) * (2 * R + 1)];

extern "C" __global__ __launch_bounds__(BS * BS) void
conv2d_5x5(const float *__restrict__ img, float *__restrict__ out, int w, int h) {
  __shared__ float tile[TW][TW];
  int x0 = blockIdx.x * BS - R, y0 = blockIdx.y * BS - R;
  for (int i = threadIdx.y * BS + threadIdx.x; i < TW * TW; i += BS * BS) {
    int x = x0 + i % TW, y = y0 + i / TW;
    tile[i / TW][i % TW] = x >= 0 && y >= 0 && x < w && y < h ? img[y * w + x] : 0.0f;
  }
  __syncthreads();
  int x = blockIdx.x * BS + threadIdx.x, y = blockIdx.y * BS + threadIdx.y;
  if (x >= w || y >= h)
    return;
  float sum = 0.0f;
  for (int dy = 0; dy <= 2 * R; dy++)
    for (int dx = 0; dx <= 2 * R; dx++)
      sum += filter5[dy * (2 * R + 1) + dx] * tile[threadIdx.y + dy][threadIdx.x + dx];
  out[y * w + x] = sum;
}
