// Jacobi iteration on a 2D grid, a 5-point stencil (as PolyBench's
// jacobi-2d): each interior point becomes the mean of itself and its four
// neighbours; the boundary is copied.  One sweep per launch, the host
// swapping the two grids between launches.
#include <hip/hip_runtime.h>

extern "C" __global__ void jacobi2d_step(const float *__restrict__ in,
                                         float *__restrict__ out, int nx, int ny) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= nx || y >= ny)
    return;
  int i = y * nx + x;
  if (x == 0 || y == 0 || x == nx - 1 || y == ny - 1) {
    out[i] = in[i];
    return;
  }
  out[i] = 0.2f * (in[i] + in[i - 1] + in[i + 1] + in[i - nx] + in[i + nx]);
}
