/* matmul.c - tests/kernels/matmul.hip: C = A * B by 16x16 tiles, n not a
 * multiple of the tile.  Each element is a dot product of n terms that the
 * kernel may round differently (a*b+c contracted to fma): the tolerance is
 * relative to the sum of the terms' magnitudes. */
#include "../lib/check.h"

enum { TILE = 16 };

static const char *matmul_with(int n) {
  size_t bytes = (size_t)n * n * sizeof(float);
  static float a[400 * 400], b[400 * 400], c[400 * 400];
  for (int i = 0; i < n * n; i++)
    a[i] = frand(-1, 1), b[i] = frand(-1, 1), c[i] = NAN;
  KERNEL(f, "matmul_tiled");
  DEVICE(float *, da, a, bytes);
  DEVICE(float *, db, b, bytes);
  DEVICE(float *, dc, c, bytes);
  int g = (n + TILE - 1) / TILE;
  LAUNCH(f, g, g, 1, TILE, TILE, 1, 0, &da, &db, &dc, &n);
  TO_HOST(c, dc, bytes);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double want = 0, mag = 0;
      for (int k = 0; k < n; k++)
        want += (double)a[i * n + k] * b[k * n + j], mag += fabs(a[i * n + k] * b[k * n + j]);
      EXPECT(near(c[i * n + j], want, mag, 1e-5), "n %d: C[%d][%d] = %.9g, not %.9g", n, i, j,
             c[i * n + j], want);
    }
  return NULL;
}

static const char *test_matmul(void) {
  const char *w;
  if ((w = matmul_with(300)) || (w = matmul_with(16)) || (w = matmul_with(5)))
    return w;
  return NULL;
}

static const Test tests[] = {{"matmul/matmul_tiled", test_matmul}};
EXEC_MAIN(tests)
