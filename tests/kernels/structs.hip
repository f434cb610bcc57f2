// A __device__ function taking and returning a struct by value, a struct
// array parameter, typedef, enum and switch, double arithmetic.
#include <hip/hip_runtime.h>

typedef struct {
  float x, y;
} vec2;

typedef struct {
  vec2 pos;
  vec2 vel;
  int kind;
} particle;

typedef enum { MOVE_LINEAR, MOVE_ROTATE, MOVE_BOUNCE } move_kind;

static __device__ vec2 vec2_add(vec2 a, vec2 b) {
  vec2 r;
  r.x = a.x + b.x;
  r.y = a.y + b.y;
  return r;
}

static __device__ vec2 vec2_rotate(vec2 v, float c, float s) {
  vec2 r;
  r.x = c * v.x - s * v.y;
  r.y = s * v.x + c * v.y;
  return r;
}

extern "C" __global__ void step_particles(particle *p, int n, float dt,
                                          float c, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  particle q = p[i];
  vec2 d;
  d.x = q.vel.x * dt;
  d.y = q.vel.y * dt;
  switch (q.kind) {
  case MOVE_LINEAR:
    q.pos = vec2_add(q.pos, d);
    break;
  case MOVE_ROTATE:
    q.vel = vec2_rotate(q.vel, c, s);
    q.pos = vec2_add(q.pos, d);
    break;
  case MOVE_BOUNCE:
    q.pos = vec2_add(q.pos, d);
    if (q.pos.y < 0.0f) {
      q.pos.y = -q.pos.y;
      q.vel.y = -q.vel.y;
    }
    break;
  default:
    q.kind = MOVE_LINEAR;
    break;
  }
  p[i] = q;
}

// Dot products of vec2 pairs, accumulated in double.
extern "C" __global__ void dot2_double(const vec2 *a, const vec2 *b,
                                       double *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    vec2 u = a[i], w = b[i];
    double d = (double)u.x * w.x + (double)u.y * w.y;
    out[i] = d * 0.5;
  }
}

// A struct and mixed scalar widths passed by value to a kernel: the
// kernarg layout (offsets, sizes, padding) must come out as clang's.
extern "C" __global__ void translate(vec2 *p, vec2 d, short flip,
                                     double scale, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    vec2 q = vec2_add(p[i], d);
    if (flip)
      q.y = -q.y;
    q.x = (float)(q.x * scale);
    p[i] = q;
  }
}
