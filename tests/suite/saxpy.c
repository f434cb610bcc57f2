/* saxpy.c - saxpy.hip: 100003 elements on 13 blocks of 256 (many
 * iterations a thread), and 25000 float4s on 100 blocks.  a * x + y may be
 * one fma or two roundings: within 2^-23 of |a x| + |y|. */
#include "../lib/check.h"

enum { N = 100003, N4 = 25000 };
static float x[N], y[N], y0_[N];

static const char *check(int n, float a) {
  for (int i = 0; i < n; i++) {
    double want = a * (double)x[i] + y0_[i];
    EXPECT(near(y[i], want, fabs(a * x[i]) + fabs(y0_[i]), 0x1p-23), "n %d: y[%d] = %.9g, not %.9g",
           n, i, y[i], want);
  }
  return NULL;
}

static const char *test_saxpy(void) {
  for (int i = 0; i < N; i++)
    x[i] = frand(-100, 100), y[i] = y0_[i] = frand(-100, 100);
  KERNEL(f, "saxpy");
  KERNEL(f4, "saxpy4");
  DEVICE(float *, dx, x, sizeof x);
  DEVICE(float *, dy, y, sizeof y);
  int n = N, n4 = N4;
  float a = 2.5f;
  LAUNCH(f, 13, 1, 1, 256, 1, 1, 0, &n, &a, &dx, &dy);
  TO_HOST(y, dy, sizeof y);
  const char *w = check(N, a);
  if (w)
    return w;
  TO_DEVICE(dy, y0_, sizeof y0_);
  a = -0.75f;
  LAUNCH(f4, 100, 1, 1, 64, 1, 1, 0, &n4, &a, &dx, &dy);
  TO_HOST(y, dy, sizeof y);
  if ((w = check(4 * N4, a)))
    return w;
  for (int i = 4 * N4; i < N; i++)
    EXPECT(y[i] == y0_[i], "y[%d] beyond the float4s changed", i);
  return NULL;
}

static const Test tests[] = {{"exec/saxpy", test_saxpy}};
EXEC_MAIN(tests)
