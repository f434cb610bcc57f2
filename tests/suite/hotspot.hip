// Thermal simulation of a chip (as Rodinia's hotspot): each cell's
// temperature moves by its power plus the heat that flows to its four
// neighbours and to the ambient air, through the thermal resistances Rx,
// Ry, Rz; cells on the edge see themselves beyond it.  A 16x16 block stages
// its tile and a one-cell halo in shared memory; one time step per launch.
#include <hip/hip_runtime.h>

#define BS 16

extern "C" __global__ __launch_bounds__(BS * BS) void
hotspot_step(const float *__restrict__ power, const float *__restrict__ temp,
             float *__restrict__ result, int cols, int rows, float cap_step, float rx_1,
             float ry_1, float rz_1, float amb) {
  __shared__ float t[BS + 2][BS + 2];
  int tx = threadIdx.x, ty = threadIdx.y;
  int c = blockIdx.x * BS + tx, r = blockIdx.y * BS + ty;
  // clamp to the grid: a partial block reads its last cell again
  int cc = c < cols ? c : cols - 1, rc = r < rows ? r : rows - 1;
  t[ty + 1][tx + 1] = temp[rc * cols + cc];
  if (tx == 0)
    t[ty + 1][0] = temp[rc * cols + (cc > 0 ? cc - 1 : 0)];
  if (tx == BS - 1 || c == cols - 1)
    t[ty + 1][tx + 2] = temp[rc * cols + (cc < cols - 1 ? cc + 1 : cc)];
  if (ty == 0)
    t[0][tx + 1] = temp[(rc > 0 ? rc - 1 : 0) * cols + cc];
  if (ty == BS - 1 || r == rows - 1)
    t[ty + 2][tx + 1] = temp[(rc < rows - 1 ? rc + 1 : rc) * cols + cc];
  __syncthreads();
  if (c >= cols || r >= rows)
    return;
  float me = t[ty + 1][tx + 1];
  float ns = t[ty][tx + 1] + t[ty + 2][tx + 1] - 2.0f * me;
  float ew = t[ty + 1][tx] + t[ty + 1][tx + 2] - 2.0f * me;
  result[r * cols + c] =
      me + cap_step * (power[r * cols + c] + ns * ry_1 + ew * rx_1 + (amb - me) * rz_1);
}
