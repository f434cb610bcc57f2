// A 3D 7-point stencil (as Parboil's stencil and SHOC's Stencil): out =
// c0 * centre + c1 * (the sum of the six face neighbours) on the interior
// of an nx x ny x nz grid.  A 2D block covers an x-y tile and marches along
// z, keeping the points below, at and above it in registers.
#include <hip/hip_runtime.h>

extern "C" __global__ __launch_bounds__(256) void
stencil3d_7pt(const float *__restrict__ in, float *__restrict__ out, int nx, int ny, int nz,
              float c0, float c1) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < 1 || y < 1 || x >= nx - 1 || y >= ny - 1)
    return;
  int plane = nx * ny;
  int i = y * nx + x;
  float below = in[i], here = in[i + plane];
  for (int z = 1; z < nz - 1; z++) {
    int c = z * plane + i;
    float above = in[c + plane];
    float faces = below + above + in[c - 1] + in[c + 1] + in[c - nx] + in[c + nx];
    out[c] = c0 * here + c1 * faces;
    below = here;
    here = above;
  }
}
