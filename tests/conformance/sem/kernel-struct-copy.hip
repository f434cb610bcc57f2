// COMPARE-CLANG
// C17 6.5.16.1 in a kernel: structures copied by assignment and passed and
// returned by value.
#include <hip/hip_runtime.h>
struct Particle { float x, y, z; int id; };
__device__ struct Particle step(struct Particle p, float dt) {
  p.x += dt;
  p.y += 2 * dt;
  p.z += 3 * dt;
  return p;
}
__device__ int test(void) {
  struct Particle a = {0.0f, 0.0f, 0.0f, 7};
  struct Particle b = step(a, 0.5f);
  if (a.x != 0.0f || b.x != 0.5f || b.y != 1.0f || b.z != 1.5f || b.id != 7) return 1;
  return 0;
}
extern "C" __global__ void advance(struct Particle *ps, float dt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  struct Particle p = ps[i];
  ps[i] = step(p, dt);
}
