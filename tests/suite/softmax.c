/* softmax.c - softmax.hip: 37 rows of 1000 (not a multiple of the block)
 * and 5 rows of 100 (fewer columns than threads).  Each output is
 * exp(x - max) (expf within a few ulps) times the reciprocal of a float sum
 * of at most 1000 positive terms (relative error below 1000 * 2^-24): each
 * within 1e-4 of its value, relative; each row must also add up to 1
 * within 1e-4. */
#include "../lib/check.h"

enum { MAX = 37 * 1000 };
static float x[MAX], y[MAX];

static const char *softmax_with(int rows, int cols) {
  for (int i = 0; i < rows * cols; i++)
    x[i] = frand(-20, 20);
  KERNEL(f, "softmax_rows");
  DEVICE(float *, dx, x, rows *cols * sizeof *x);
  DEVICE(float *, dy, NULL, rows *cols * sizeof *y);
  LAUNCH(f, rows, 1, 1, 256, 1, 1, 0, &dx, &dy, &cols);
  TO_HOST(y, dy, rows * cols * sizeof *y);
  for (int r = 0; r < rows; r++) {
    const float *xr = x + r * cols, *yr = y + r * cols;
    double m = xr[0], sum = 0, total = 0;
    for (int i = 1; i < cols; i++)
      m = fmax(m, xr[i]);
    for (int i = 0; i < cols; i++)
      sum += exp(xr[i] - m);
    for (int i = 0; i < cols; i++) {
      double want = exp(xr[i] - m) / sum;
      EXPECT(near(yr[i], want, want, 1e-4), "%dx%d: y[%d][%d] = %.9g, not %.9g", rows, cols, r, i,
             yr[i], want);
      total += yr[i];
    }
    EXPECT(near(total, 1, 1, 1e-4), "%dx%d: row %d adds to %.9g", rows, cols, r, total);
  }
  return NULL;
}

static const char *test_softmax(void) {
  const char *w;
  if ((w = softmax_with(37, 1000)) || (w = softmax_with(5, 100)))
    return w;
  return NULL;
}

static const Test tests[] = {{"exec/softmax", test_softmax}};
EXEC_MAIN(tests)
