/* sepconv.c - sepconv.hip: a 9-tap kernel over the rows, then the columns,
 * of a 100x70 image (partial 32x8 blocks).  Each pass is 9 products summed
 * in float, possibly fused: the row pass is compared within 2^-21 of the
 * magnitude of its terms; the column pass with the kernel's own row
 * results as input, within the same bound. */
#include "../lib/check.h"

enum { W = 100, H = 70, RAD = 4 };
static float img[W * H], rows[W * H], out[W * H], k[2 * RAD + 1];

static const char *check_pass(const float *in, const float *got, int dx, int dy, const char *what) {
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      double want = 0, mag = 0;
      for (int j = -RAD; j <= RAD; j++) {
        int xx = x + j * dx, yy = y + j * dy;
        if (xx < 0 || yy < 0 || xx >= W || yy >= H)
          continue;
        double t = k[RAD - j] * (double)in[yy * W + xx];
        want += t, mag += fabs(t);
      }
      EXPECT(near(got[y * W + x], want, mag, 0x1p-21), "%s[%d][%d] = %.9g, not %.9g", what, y, x,
             got[y * W + x], want);
    }
  return NULL;
}

static const char *test_sepconv(void) {
  for (int i = 0; i < W * H; i++)
    img[i] = frand(0, 1);
  for (int i = 0; i <= 2 * RAD; i++)
    k[i] = frand(0, 0.25f);
  KERNEL(fr, "sepconv_rows");
  KERNEL(fc, "sepconv_cols");
  DEVICE(float *, dimg, img, sizeof img);
  DEVICE(float *, drows, NULL, sizeof rows);
  DEVICE(float *, dout, NULL, sizeof out);
  DEVICE(float *, dk, k, sizeof k);
  int w = W, h = H;
  LAUNCH(fr, (W + 31) / 32, (H + 7) / 8, 1, 32, 8, 1, 0, &dimg, &drows, &dk, &w, &h);
  LAUNCH(fc, (W + 31) / 32, (H + 7) / 8, 1, 32, 8, 1, 0, &drows, &dout, &dk, &w, &h);
  TO_HOST(rows, drows, sizeof rows);
  TO_HOST(out, dout, sizeof out);
  const char *why;
  if ((why = check_pass(img, rows, 1, 0, "rows")) || (why = check_pass(rows, out, 0, 1, "cols")))
    return why;
  return NULL;
}

static const Test tests[] = {{"exec/sepconv", test_sepconv}};
EXEC_MAIN(tests)
