/* bias_lrelu.c - bias_lrelu.hip: 33 rows of 600 columns (150 float4s,
 * a partial block of 128).  One addition and at most one multiplication,
 * each rounded once, in the reference's order: exact. */
#include "../lib/check.h"

enum { ROWS = 33, COLS = 600 };
static float x[ROWS * COLS], bias[COLS], y[ROWS * COLS];

static const char *test_bias_lrelu(void) {
  for (int i = 0; i < ROWS * COLS; i++)
    x[i] = frand(-4, 4);
  for (int i = 0; i < COLS; i++)
    bias[i] = frand(-1, 1);
  KERNEL(f, "bias_leaky_relu");
  DEVICE(float *, dx, x, sizeof x);
  DEVICE(float *, db, bias, sizeof bias);
  DEVICE(float *, dy, NULL, sizeof y);
  int rows = ROWS, cols4 = COLS / 4;
  float slope = 0.01f;
  LAUNCH(f, (COLS / 4 + 127) / 128, ROWS, 1, 128, 1, 1, 0, &dx, &db, &dy, &rows, &cols4, &slope);
  TO_HOST(y, dy, sizeof y);
  for (int r = 0; r < ROWS; r++)
    for (int c = 0; c < COLS; c++) {
      float v = x[r * COLS + c] + bias[c];
      float want = v < 0 ? slope * v : v;
      EXPECT(y[r * COLS + c] == want, "y[%d][%d] = %.9g, not %.9g", r, c, y[r * COLS + c], want);
    }
  return NULL;
}

static const Test tests[] = {{"exec/bias_lrelu", test_bias_lrelu}};
EXEC_MAIN(tests)
