/* median3x3.c - median3x3.hip: a 101x67 image of 16-bit pixels in rows of
 * a 128-element pitch (partial 16x16 blocks), with salt-and-pepper noise;
 * each median exact (the reference sorts the nine values with qsort). */
#include "../lib/check.h"

enum { W = 101, H = 67, PITCH = 128 };
typedef struct {
  const unsigned short *pixels;
  int width, height, pitch;
} image_t;
static unsigned short pix[PITCH * H], out[W * H];

static int cmp(const void *a, const void *b) {
  return *(const unsigned short *)a - *(const unsigned short *)b;
}

static int clamp(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

static const char *test_median3x3(void) {
  for (int i = 0; i < PITCH * H; i++) {
    unsigned r = rng() % 100;
    pix[i] = r < 5 ? 0 : r > 94 ? 65535 : (unsigned short)(30000 + rng() % 1000);
  }
  KERNEL(f, "median3x3");
  DEVICE(unsigned short *, dpix, pix, sizeof pix);
  DEVICE(unsigned short *, dout, NULL, sizeof out);
  image_t img = {dpix, W, H, PITCH};
  LAUNCH(f, (W + 15) / 16, (H + 15) / 16, 1, 16, 16, 1, 0, &img, &dout);
  TO_HOST(out, dout, sizeof out);
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      unsigned short v[9];
      int k = 0;
      for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++)
          v[k++] = pix[clamp(y + dy, 0, H - 1) * PITCH + clamp(x + dx, 0, W - 1)];
      qsort(v, 9, sizeof *v, cmp);
      EXPECT(out[y * W + x] == v[4], "median[%d][%d] = %u, not %u", y, x, out[y * W + x], v[4]);
    }
  return NULL;
}

static const Test tests[] = {{"exec/median3x3", test_median3x3}};
EXEC_MAIN(tests)
