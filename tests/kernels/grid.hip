// 2-D and 3-D indexing through threadIdx/blockIdx/blockDim/gridDim .x .y .z.
#include <hip/hip_runtime.h>

// out[y][x] = in[x][y] * alpha over a width x height matrix, with a 2-D
// grid-stride loop (gridDim.x/.y).
extern "C" __global__ void transpose_scale(const float *in, float *out,
                                           int width, int height,
                                           float alpha) {
  for (int y = blockIdx.y * blockDim.y + threadIdx.y; y < height;
       y += blockDim.y * gridDim.y)
    for (int x = blockIdx.x * blockDim.x + threadIdx.x; x < width;
         x += blockDim.x * gridDim.x)
      out[x * height + y] = in[y * width + x] * alpha;
}

// 7-point stencil on an nx*ny*nz volume; the global sizes come from
// gridDim*blockDim in all three dimensions.
extern "C" __global__ void stencil3d(const float *__restrict__ u,
                                     float *__restrict__ v) {
  int nx = gridDim.x * blockDim.x;
  int ny = gridDim.y * blockDim.y;
  int nz = gridDim.z * blockDim.z;
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int z = blockIdx.z * blockDim.z + threadIdx.z;
  long long i = ((long long)z * ny + y) * nx + x;
  if (x == 0 || y == 0 || z == 0 || x == nx - 1 || y == ny - 1 ||
      z == nz - 1) {
    v[i] = u[i];
    return;
  }
  long long sy = nx, sz = (long long)nx * ny;
  v[i] = 0.5f * u[i] + (1.0f / 12.0f) * (u[i - 1] + u[i + 1] + u[i - sy] +
                                         u[i + sy] + u[i - sz] + u[i + sz]);
}
