// All-pairs n-body (as the CUDA samples' nbody and SHOC's MD): positions
// are float4 (x, y, z, mass).  Each thread accumulates the softened
// gravitational acceleration of its body from every other, one tile of
// blockDim.x bodies at a time through shared memory, then advances its
// velocity and position by dt (leapfrog-style Euler step).
#include <hip/hip_runtime.h>

#define TILE 128

__device__ static float3 body_body(float4 bi, float4 bj, float3 a, float eps2) {
  float dx = bj.x - bi.x, dy = bj.y - bi.y, dz = bj.z - bi.z;
  float r2 = dx * dx + dy * dy + dz * dz + eps2;
  float inv = 1.0f / sqrtf(r2);
  float s = bj.w * inv * inv * inv;
  a.x += dx * s;
  a.y += dy * s;
  a.z += dz * s;
  return a;
}

extern "C" __global__ __launch_bounds__(TILE) void
nbody_step(const float4 *__restrict__ pos, float4 *__restrict__ vel,
           float4 *__restrict__ new_pos, int n, float dt, float eps2) {
  __shared__ float4 tile[TILE];
  int i = blockIdx.x * TILE + threadIdx.x;
  float4 me = pos[i < n ? i : n - 1];
  float3 a = {0.0f, 0.0f, 0.0f};
  for (int base = 0; base < n; base += TILE) {
    int j = base + threadIdx.x;
    tile[threadIdx.x] = j < n ? pos[j] : make_float4(0.0f, 0.0f, 0.0f, 0.0f);
    __syncthreads();
    for (int k = 0; k < TILE; k++)
      a = body_body(me, tile[k], a, eps2);
    __syncthreads();
  }
  if (i >= n)
    return;
  float4 v = vel[i];
  v.x += a.x * dt;
  v.y += a.y * dt;
  v.z += a.z * dt;
  vel[i] = v;
  new_pos[i] = make_float4(me.x + v.x * dt, me.y + v.y * dt, me.z + v.z * dt, me.w);
}
