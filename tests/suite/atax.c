/* atax.c - atax.hip: a 130 x 170 matrix of doubles (blocks of 64, partial).
 * Each sum runs in the reference's order, but the kernel may fuse each
 * multiply-add: tmp within 2^-48 of the sum of its terms' magnitudes (130
 * roundings of 2^-53 each), y within 2^-45 of its terms' (tmp's error
 * carried through 170 more). */
#include "../lib/check.h"

enum { M = 130, N = 170 };
static double a[M * N], x[N], tmp[M], y[N];

static const char *test_atax(void) {
  for (int i = 0; i < M * N; i++)
    a[i] = frand(-1, 1);
  for (int j = 0; j < N; j++)
    x[j] = frand(-1, 1);
  KERNEL(ax, "atax_ax");
  KERNEL(aty, "atax_aty");
  DEVICE(double *, da, a, sizeof a);
  DEVICE(double *, dx, x, sizeof x);
  DEVICE(double *, dtmp, NULL, sizeof tmp);
  DEVICE(double *, dy, NULL, sizeof y);
  int m = M, n = N;
  LAUNCH(ax, (M + 63) / 64, 1, 1, 64, 1, 1, 0, &da, &dx, &dtmp, &m, &n);
  LAUNCH(aty, (N + 63) / 64, 1, 1, 64, 1, 1, 0, &da, &dtmp, &dy, &m, &n);
  TO_HOST(tmp, dtmp, sizeof tmp);
  TO_HOST(y, dy, sizeof y);
  double want_tmp[M];
  for (int i = 0; i < M; i++) {
    double s = 0, mag = 0;
    for (int j = 0; j < N; j++)
      s += a[i * N + j] * x[j], mag += fabs(a[i * N + j] * x[j]);
    EXPECT(near(tmp[i], s, mag, 0x1p-48), "tmp[%d] = %.17g, not %.17g", i, tmp[i], s);
    want_tmp[i] = s;
  }
  for (int j = 0; j < N; j++) {
    double s = 0, mag = 0;
    for (int i = 0; i < M; i++)
      s += a[i * N + j] * want_tmp[i], mag += fabs(a[i * N + j] * want_tmp[i]);
    EXPECT(near(y[j], s, mag, 0x1p-45), "y[%d] = %.17g, not %.17g", j, y[j], s);
  }
  return NULL;
}

static const Test tests[] = {{"exec/atax", test_atax}};
EXEC_MAIN(tests)
