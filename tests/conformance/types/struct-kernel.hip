// C17 6.7.2.1: a struct with padding passed by pointer and by value,
// copied and returned in device code; compared with clang.
// COMPARE-CLANG
#include <hip/hip_runtime.h>
struct particle { char kind; float x, y; double mass; };
__device__ struct particle step(struct particle p, float dt) {
  p.x += dt;
  p.y -= dt;
  p.mass *= 0.5;
  return p;
}
extern "C" __global__ void advance(struct particle *ps, float dt, int n) {
  int i = threadIdx.x;
  if (i < n)
    ps[i] = step(ps[i], dt);
}
__device__ int test(void) {
  if (sizeof(struct particle) != 24) return 1;
  struct particle p = {'a', 1.0f, 2.0f, 8.0};
  struct particle q = step(p, 0.5f);
  if (q.x != 1.5f || q.y != 1.5f || q.mass != 4.0 || q.kind != 'a') return 2;
  if (p.mass != 8.0) return 3;
  return 0;
}
