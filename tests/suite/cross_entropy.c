/* cross_entropy.c - cross_entropy.hip: 200 rows of 1000 classes, blocks
 * of 128.  Each loss is log of a sum of at most 1000 exponentials (each
 * within a few ulps; the sum within 1000 * 2^-24 relative, so its log
 * within ~1e-4 absolute) plus terms below 10: within 1e-4 of 1 + |max| +
 * |logit|.  The total adds 200 of them by atomics in any order: within
 * 1e-4 of the sum of their magnitudes plus 200 times that bound. */
#include "../lib/check.h"

enum { ROWS = 200, C = 1000 };
static float z[ROWS * C], loss[ROWS];
static int label[ROWS];

static const char *test_cross_entropy(void) {
  for (int i = 0; i < ROWS * C; i++)
    z[i] = frand(-8, 8);
  for (int r = 0; r < ROWS; r++)
    label[r] = rng() % C;
  int ws = 64, dev = 0;
  TRY(hipDeviceGetAttribute(&ws, hipDeviceAttributeWarpSize, dev));
  int rows = ROWS, classes = C, per_block = 128 / ws;
  float zero = 0, total;
  KERNEL(f, "cross_entropy_rows");
  DEVICE(float *, dz, z, sizeof z);
  DEVICE(int *, dl, label, sizeof label);
  DEVICE(float *, dloss, NULL, sizeof loss);
  DEVICE(float *, dtotal, &zero, sizeof zero);
  LAUNCH(f, (ROWS + per_block - 1) / per_block, 1, 1, 128, 1, 1, 0, &dz, &dl, &dloss, &dtotal,
         &rows, &classes);
  TO_HOST(loss, dloss, sizeof loss);
  TO_HOST(&total, dtotal, sizeof total);
  double want_total = 0, mag = 0;
  for (int r = 0; r < ROWS; r++) {
    const float *zr = z + r * C;
    double m = zr[0], s = 0;
    for (int j = 1; j < C; j++)
      m = fmax(m, zr[j]);
    for (int j = 0; j < C; j++)
      s += exp(zr[j] - m);
    double want = log(s) + m - zr[label[r]];
    EXPECT(near(loss[r], want, 1 + fabs(m) + fabs(zr[label[r]]), 1e-4), "loss[%d] = %.9g, not %.9g",
           r, loss[r], want);
    want_total += want, mag += fabs(want) + 1 + fabs(m) + fabs(zr[label[r]]);
  }
  EXPECT(near(total, want_total, mag, 1e-4), "total %.9g, not %.9g", total, want_total);
  return NULL;
}

static const Test tests[] = {{"exec/cross_entropy", test_cross_entropy}};
EXEC_MAIN(tests)
