/* dct8x8.c - dct8x8.hip: a 96x40 image of bytes, 12x5 tiles, against a
 * direct double-precision 2D DCT of each tile.  Each coefficient is 64
 * products through two float passes of 8 terms (the matrix itself rounded
 * to float): within 1e-5 of the sum of the magnitudes of its 64 terms. */
#include "../lib/check.h"

enum { W = 96, H = 40 };
static float img[W * H], coef[W * H], m[8][8];
static double md[8][8];

static const char *test_dct8x8(void) {
  for (int u = 0; u < 8; u++)
    for (int x = 0; x < 8; x++) {
      md[u][x] = (u ? sqrt(2.0 / 8) : sqrt(1.0 / 8)) * cos((2 * x + 1) * u * 3.14159265358979 / 16);
      m[u][x] = (float)md[u][x];
    }
  for (int i = 0; i < W * H; i++)
    img[i] = (float)(rng() % 256);
  hipDeviceptr_t dm;
  size_t size;
  TRY(hipModuleGetGlobal(&dm, &size, module, "dct_matrix"));
  EXPECT(size == sizeof m, "dct_matrix: %zu bytes", size);
  TRY(hipMemcpyHtoD(dm, m, sizeof m));
  KERNEL(f, "dct8x8");
  DEVICE(float *, dimg, img, sizeof img);
  DEVICE(float *, dcoef, NULL, sizeof coef);
  int width = W;
  LAUNCH(f, W / 8, H / 8, 1, 8, 8, 1, 0, &dimg, &dcoef, &width);
  TO_HOST(coef, dcoef, sizeof coef);
  for (int by = 0; by < H; by += 8)
    for (int bx = 0; bx < W; bx += 8)
      for (int v = 0; v < 8; v++)
        for (int u = 0; u < 8; u++) {
          double want = 0, mag = 0;
          for (int y = 0; y < 8; y++)
            for (int x = 0; x < 8; x++) {
              double t = md[v][y] * md[u][x] * (img[(by + y) * W + bx + x] - 128.0);
              want += t, mag += fabs(t);
            }
          float got = coef[(by + v) * W + bx + u];
          EXPECT(near(got, want, mag, 1e-5), "tile (%d,%d) coefficient [%d][%d] = %.9g, not %.9g",
                 bx / 8, by / 8, v, u, got, want);
        }
  return NULL;
}

static const Test tests[] = {{"exec/dct8x8", test_dct8x8}};
EXEC_MAIN(tests)
