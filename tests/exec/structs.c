/* structs.c - tests/kernels/structs.hip: particles stepped through
 * __device__ functions that take and return vec2 by value, double dot
 * products, and a kernel with a struct argument among mixed widths. */
#include "../lib/check.h"

typedef struct {
  float x, y;
} vec2;

typedef struct {
  vec2 pos;
  vec2 vel;
  int kind;
} particle;

enum { B = 256 };

/* Multiples of 1/16 and dt = 1/4 keep pos + vel * dt exact, however it is
 * rounded, so the bounce test takes the kernel's branch; only rotation
 * rounds. */
static const char *test_step(void) {
  enum { N = 100001 };
  static particle p[N], q[N];
  for (int i = 0; i < N; i++) {
    p[i].pos.x = (float)((int)(rng() % 2001) - 1000) / 16;
    p[i].pos.y = (float)((int)(rng() % 2001) - 1000) / 16;
    p[i].vel.x = (float)((int)(rng() % 401) - 200) / 16;
    p[i].vel.y = (float)((int)(rng() % 401) - 200) / 16;
    p[i].kind = (int)(rng() % 5); /* 3 and 4: the default case */
  }
  float dt = 0.25f, c = cosf(0.3f), s = sinf(0.3f);
  KERNEL(f, "step_particles");
  DEVICE(particle *, dp, p, sizeof p);
  int n = N;
  LAUNCH(f, (N + B - 1) / B, 1, 1, B, 1, 1, 0, &dp, &n, &dt, &c, &s);
  TO_HOST(q, dp, sizeof q);
  for (int i = 0; i < N; i++) {
    particle w = p[i];
    vec2 d = {w.vel.x * dt, w.vel.y * dt};
    switch (w.kind) {
    case 0:
      w.pos.x += d.x, w.pos.y += d.y;
      break;
    case 1:
      w.vel = (vec2){c * p[i].vel.x - s * p[i].vel.y, s * p[i].vel.x + c * p[i].vel.y};
      w.pos.x += d.x, w.pos.y += d.y;
      break;
    case 2:
      w.pos.x += d.x, w.pos.y += d.y;
      if (w.pos.y < 0.0f)
        w.pos.y = -w.pos.y, w.vel.y = -w.vel.y;
      break;
    default:
      w.kind = 0;
    }
    float mag = fabsf(p[i].vel.x) + fabsf(p[i].vel.y);
    EXPECT(q[i].kind == w.kind && q[i].pos.x == w.pos.x && q[i].pos.y == w.pos.y &&
               near(q[i].vel.x, w.vel.x, mag, 1e-6) && near(q[i].vel.y, w.vel.y, mag, 1e-6),
           "particle %d (kind %d): {(%g,%g) (%g,%g) %d}, not {(%g,%g) (%g,%g) %d}", i, p[i].kind,
           q[i].pos.x, q[i].pos.y, q[i].vel.x, q[i].vel.y, q[i].kind, w.pos.x, w.pos.y, w.vel.x,
           w.vel.y, w.kind);
  }
  return NULL;
}

/* Products of two floats are exact in double: fused or not, one rounding. */
static const char *test_dot(void) {
  enum { N = 65537 };
  static vec2 a[N], b[N];
  static double out[N];
  for (int i = 0; i < N; i++)
    a[i] = (vec2){frand(-10, 10), frand(-10, 10)}, b[i] = (vec2){frand(-10, 10), frand(-10, 10)};
  KERNEL(f, "dot2_double");
  DEVICE(vec2 *, da, a, sizeof a);
  DEVICE(vec2 *, db, b, sizeof b);
  DEVICE(double *, dout, NULL, sizeof out);
  int n = N;
  LAUNCH(f, (N + B - 1) / B, 1, 1, B, 1, 1, 0, &da, &db, &dout, &n);
  TO_HOST(out, dout, sizeof out);
  for (int i = 0; i < N; i++) {
    double want = ((double)a[i].x * b[i].x + (double)a[i].y * b[i].y) * 0.5;
    EXPECT(out[i] == want, "out[%d] = %.17g, not %.17g", i, out[i], want);
  }
  return NULL;
}

static const char *test_translate(void) {
  enum { N = 50000 };
  static vec2 p[N], q[N];
  for (int i = 0; i < N; i++)
    p[i] = (vec2){frand(-100, 100), frand(-100, 100)};
  KERNEL(f, "translate");
  DEVICE(vec2 *, dp, p, sizeof p);
  vec2 d = {1.25f, -3.5f};
  short flips[] = {0, -3};
  double scale = 1.0 / 3.0;
  int n = N - 7; /* the last elements stay as they are */
  for (int r = 0; r < 2; r++) {
    short flip = flips[r];
    TO_DEVICE(dp, p, sizeof p);
    LAUNCH(f, (N + B - 1) / B, 1, 1, B, 1, 1, 0, &dp, &d, &flip, &scale, &n);
    TO_HOST(q, dp, sizeof q);
    for (int i = 0; i < N; i++) {
      vec2 w = p[i];
      if (i < n) {
        w.x += d.x, w.y += d.y;
        if (flip)
          w.y = -w.y;
        w.x = (float)(w.x * scale);
      }
      EXPECT(q[i].x == w.x && q[i].y == w.y, "flip %d: p[%d] = (%.9g,%.9g), not (%.9g,%.9g)",
             flip, i, q[i].x, q[i].y, w.x, w.y);
    }
  }
  return NULL;
}

static const Test tests[] = {
    {"structs/step_particles", test_step},
    {"structs/dot2_double", test_dot},
    {"structs/translate", test_translate},
};
EXEC_MAIN(tests)
