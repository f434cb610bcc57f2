/* gaussian.c - gaussian.hip: a diagonally dominant 100x100 system whose
 * solution is known (b = A x); the blocks of 16x16 leave partial blocks
 * at every step.  Elimination of a diagonally dominant matrix without
 * pivoting is backward stable, and every multiplier is below 1: the
 * solution from the kernel's triangular system is compared within 1e-4
 * of the largest |x| (about 100 * 2^-24 times a small growth factor). */
#include "../lib/check.h"

enum { N = 100, B = 16 };
static float a[N * N], b[N], m[N], x[N];

static const char *test_gaussian(void) {
  for (int i = 0; i < N; i++) {
    x[i] = frand(-1, 1);
    for (int j = 0; j < N; j++)
      a[i * N + j] = frand(-1, 1);
    a[i * N + i] = 120 + frand(0, 10);
  }
  for (int i = 0; i < N; i++) {
    double s = 0;
    for (int j = 0; j < N; j++)
      s += a[i * N + j] * (double)x[j];
    b[i] = (float)s;
  }
  KERNEL(fan1, "gauss_fan1");
  KERNEL(fan2, "gauss_fan2");
  DEVICE(float *, da, a, sizeof a);
  DEVICE(float *, db, b, sizeof b);
  DEVICE(float *, dm, NULL, sizeof m);
  int n = N;
  for (int t = 0; t < N - 1; t++) {
    int rest = N - t - 1;
    LAUNCH(fan1, (rest + 127) / 128, 1, 1, 128, 1, 1, 0, &da, &dm, &n, &t);
    LAUNCH(fan2, (rest + 1 + B - 1) / B, (rest + B - 1) / B, 1, B, B, 1, 0, &da, &db, &dm, &n, &t);
  }
  TO_HOST(a, da, sizeof a);
  TO_HOST(b, db, sizeof b);
  double sol[N];
  for (int i = N - 1; i >= 0; i--) {
    double s = b[i];
    for (int j = i + 1; j < N; j++)
      s -= a[i * N + j] * sol[j];
    sol[i] = s / a[i * N + i];
  }
  for (int i = 0; i < N; i++)
    EXPECT(near(sol[i], x[i], 1, 1e-4), "x[%d] = %.9g, not %.9g", i, sol[i], x[i]);
  /* below the diagonal, what fan2 left must be tiny next to the pivots */
  for (int i = 1; i < N; i++)
    for (int j = 0; j < i; j++)
      EXPECT(fabsf(a[i * N + j]) < 1e-4f, "a[%d][%d] = %g after elimination", i, j, a[i * N + j]);
  return NULL;
}

static const Test tests[] = {{"exec/gaussian", test_gaussian}};
EXEC_MAIN(tests)
