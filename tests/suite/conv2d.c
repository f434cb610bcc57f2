/* conv2d.c - conv2d.hip: a 5x5 filter (written into the __constant__
 * array through hipModuleGetGlobal) over a 130x75 image, zero beyond its
 * edges.  25 products summed in float, possibly fused: each pixel within
 * 2^-20 of the sum of the magnitudes of its terms. */
#include "../lib/check.h"

enum { W = 130, H = 75, R = 2, F = 2 * R + 1 };
static float img[W * H], out[W * H], filt[F * F];

static const char *test_conv2d(void) {
  for (int i = 0; i < W * H; i++)
    img[i] = frand(0, 255);
  for (int i = 0; i < F * F; i++)
    filt[i] = frand(-1, 1);
  hipDeviceptr_t dfilt;
  size_t size;
  TRY(hipModuleGetGlobal(&dfilt, &size, module, "filter5"));
  EXPECT(size == sizeof filt, "filter5: %zu bytes", size);
  TRY(hipMemcpyHtoD(dfilt, filt, sizeof filt));
  KERNEL(f, "conv2d_5x5");
  DEVICE(float *, dimg, img, sizeof img);
  DEVICE(float *, dout, NULL, sizeof out);
  int w = W, h = H;
  LAUNCH(f, (W + 15) / 16, (H + 15) / 16, 1, 16, 16, 1, 0, &dimg, &dout, &w, &h);
  TO_HOST(out, dout, sizeof out);
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      double want = 0, mag = 0;
      for (int dy = -R; dy <= R; dy++)
        for (int dx = -R; dx <= R; dx++) {
          int xx = x + dx, yy = y + dy;
          if (xx < 0 || yy < 0 || xx >= W || yy >= H)
            continue;
          double t = filt[(dy + R) * F + dx + R] * (double)img[yy * W + xx];
          want += t, mag += fabs(t);
        }
      EXPECT(near(out[y * W + x], want, mag, 0x1p-20), "out[%d][%d] = %.9g, not %.9g", y, x,
             out[y * W + x], want);
    }
  return NULL;
}

static const Test tests[] = {{"exec/conv2d", test_conv2d}};
EXEC_MAIN(tests)
