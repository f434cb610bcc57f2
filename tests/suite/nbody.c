/* nbody.c - nbody.hip: one step of 1000 bodies (the last tile partial),
 * against a double-precision reference.  Each acceleration sums 1000
 * float terms; its error is bounded by ~1000 * 2^-24 of the sum of the
 * terms' magnitudes, plus a few ulps per term (1 / sqrtf): a tolerance of
 * 1e-4 of that sum.  Positions and velocities move by a * dt on top of
 * exact inputs, so they are checked against the same bound times dt. */
#include "../lib/check.h"

enum { N = 1000, T = 128 };
typedef struct {
  float x, y, z, w;
} f4;
static f4 pos[N], vel[N], vel0[N], npos[N];

static const char *test_nbody(void) {
  for (int i = 0; i < N; i++) {
    pos[i] = (f4){frand(-10, 10), frand(-10, 10), frand(-10, 10), frand(0.5f, 2)};
    vel0[i] = vel[i] = (f4){frand(-1, 1), frand(-1, 1), frand(-1, 1), 0};
  }
  KERNEL(f, "nbody_step");
  DEVICE(f4 *, dpos, pos, sizeof pos);
  DEVICE(f4 *, dvel, vel, sizeof vel);
  DEVICE(f4 *, dnew, NULL, sizeof npos);
  int n = N;
  float dt = 0.01f, eps2 = 0.05f;
  LAUNCH(f, (N + T - 1) / T, 1, 1, T, 1, 1, 0, &dpos, &dvel, &dnew, &n, &dt, &eps2);
  TO_HOST(vel, dvel, sizeof vel);
  TO_HOST(npos, dnew, sizeof npos);
  for (int i = 0; i < N; i++) {
    double a[3] = {0, 0, 0}, mag[3] = {0, 0, 0};
    for (int j = 0; j < N; j++) {
      double d[3] = {pos[j].x - pos[i].x, pos[j].y - pos[i].y, pos[j].z - pos[i].z};
      double r2 = d[0] * d[0] + d[1] * d[1] + d[2] * d[2] + eps2;
      double s = pos[j].w / (r2 * sqrt(r2));
      for (int c = 0; c < 3; c++)
        a[c] += d[c] * s, mag[c] += fabs(d[c] * s);
    }
    const float *v0 = &vel0[i].x, *v = &vel[i].x, *p0 = &pos[i].x, *p = &npos[i].x;
    for (int c = 0; c < 3; c++) {
      double wv = v0[c] + a[c] * dt, wp = p0[c] + wv * dt;
      EXPECT(near(v[c], wv, fabs(v0[c]) + mag[c] * dt, 1e-4), "vel[%d].%c = %.9g, not %.9g", i,
             "xyz"[c], v[c], wv);
      EXPECT(near(p[c], wp, fabs(p0[c]) + fabs(wv * dt), 1e-5), "pos[%d].%c = %.9g, not %.9g", i,
             "xyz"[c], p[c], wp);
    }
    EXPECT(npos[i].w == pos[i].w, "mass[%d] = %g, not %g", i, npos[i].w, pos[i].w);
  }
  return NULL;
}

static const Test tests[] = {{"exec/nbody", test_nbody}};
EXEC_MAIN(tests)
