/* matvec.c - matvec.hip: a 301 x 1000 matrix (250 float4s a row) times a
 * vector, blocks of 256 threads (one row per wave, the last block partly
 * idle).  1000 products summed in float in a tree: within 2^-16 of the
 * sum of the products' magnitudes. */
#include "../lib/check.h"

enum { ROWS = 301, COLS = 1000 };
static float a[ROWS * COLS], x[COLS], y[ROWS];

static const char *test_matvec(void) {
  for (int i = 0; i < ROWS * COLS; i++)
    a[i] = frand(-1, 1);
  for (int i = 0; i < COLS; i++)
    x[i] = frand(-1, 1);
  int ws = 64, dev = 0;
  TRY(hipDeviceGetAttribute(&ws, hipDeviceAttributeWarpSize, dev));
  int rows = ROWS, cols4 = COLS / 4, per_block = 256 / ws;
  KERNEL(f, "gemv_wave");
  DEVICE(float *, da, a, sizeof a);
  DEVICE(float *, dx, x, sizeof x);
  DEVICE(float *, dy, NULL, sizeof y);
  LAUNCH(f, (ROWS + per_block - 1) / per_block, 1, 1, 256, 1, 1, 0, &da, &dx, &dy, &rows, &cols4);
  TO_HOST(y, dy, sizeof y);
  for (int r = 0; r < ROWS; r++) {
    double want = 0, mag = 0;
    for (int j = 0; j < COLS; j++)
      want += a[r * COLS + j] * (double)x[j], mag += fabs(a[r * COLS + j] * x[j]);
    EXPECT(near(y[r], want, mag, 0x1p-16), "y[%d] = %.9g, not %.9g", r, y[r], want);
  }
  return NULL;
}

static const Test tests[] = {{"exec/matvec", test_matvec}};
EXEC_MAIN(tests)
