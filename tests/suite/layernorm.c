/* layernorm.c - layernorm.hip: 24 rows of 771 features (not a multiple of
 * the block), values around an offset of 3 so that the mean matters.  The
 * float mean and variance, sums of 771 terms in a tree, are within ~1e-6
 * of theirs relative; the normalised value (x - mean) / sigma is then off
 * by about 1e-6 of |x| / sigma, so each output is compared within 1e-5 of
 * |gamma| (|x| / sigma + 1) + |beta|. */
#include "../lib/check.h"

enum { ROWS = 24, N = 771 };
static float x[ROWS * N], gam[N], bet[N], y[ROWS * N];

static const char *test_layernorm(void) {
  for (int i = 0; i < ROWS * N; i++)
    x[i] = 3 + frand(-2, 2);
  for (int i = 0; i < N; i++)
    gam[i] = frand(0.5f, 1.5f), bet[i] = frand(-0.5f, 0.5f);
  KERNEL(f, "layernorm_rows");
  DEVICE(float *, dx, x, sizeof x);
  DEVICE(float *, dg, gam, sizeof gam);
  DEVICE(float *, db, bet, sizeof bet);
  DEVICE(float *, dy, NULL, sizeof y);
  int n = N;
  float eps = 1e-5f;
  LAUNCH(f, ROWS, 1, 1, 128, 1, 1, 0, &dx, &dg, &db, &dy, &n, &eps);
  TO_HOST(y, dy, sizeof y);
  for (int r = 0; r < ROWS; r++) {
    const float *xr = x + r * N;
    double mean = 0, var = 0;
    for (int i = 0; i < N; i++)
      mean += xr[i];
    mean /= N;
    for (int i = 0; i < N; i++)
      var += (xr[i] - mean) * (xr[i] - mean);
    double sigma = sqrt(var / N + eps);
    for (int i = 0; i < N; i++) {
      double want = (xr[i] - mean) / sigma * gam[i] + bet[i];
      double mag = fabs(gam[i]) * (fabs(xr[i]) / sigma + 1) + fabs(bet[i]);
      EXPECT(near(y[r * N + i], want, mag, 1e-5), "y[%d][%d] = %.9g, not %.9g", r, i, y[r * N + i],
             want);
    }
  }
  return NULL;
}

static const Test tests[] = {{"exec/layernorm", test_layernorm}};
EXEC_MAIN(tests)
