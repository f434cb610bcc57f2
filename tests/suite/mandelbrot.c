/* mandelbrot.c - mandelbrot.hip: a 150x100 view of [-2.2, 0.8] x [-1, 1]
 * (partial 16x16 blocks), up to 200 iterations; fixed-point, so every
 * count is exact. */
#include "../lib/check.h"

enum { W = 150, H = 100, FRAC = 28, MAXIT = 200 };
static int iters[W * H];

static const char *test_mandelbrot(void) {
  int x0 = (int)(-2.2 * (1 << FRAC)), y0 = -(1 << FRAC), step = (int)(0.02 * (1 << FRAC));
  int w = W, h = H, max_iter = MAXIT;
  KERNEL(f, "mandelbrot_fixed");
  DEVICE(int *, d, NULL, sizeof iters);
  LAUNCH(f, (W + 15) / 16, (H + 15) / 16, 1, 16, 16, 1, 0, &d, &w, &h, &x0, &y0, &step, &max_iter);
  TO_HOST(iters, d, sizeof iters);
  int inside = 0;
  for (int py = 0; py < H; py++)
    for (int px = 0; px < W; px++) {
      long long cr = x0 + (long long)px * step, ci = y0 + (long long)py * step, zr = 0, zi = 0;
      int i = 0;
      for (; i < MAXIT; i++) {
        long long rr = (zr * zr) >> FRAC, ii = (zi * zi) >> FRAC;
        if (rr + ii > (4ll << FRAC))
          break;
        zi = ((2 * zr * zi) >> FRAC) + ci;
        zr = rr - ii + cr;
      }
      inside += i == MAXIT;
      EXPECT(iters[py * W + px] == i, "pixel (%d,%d): %d iterations, not %d", px, py,
             iters[py * W + px], i);
    }
  EXPECT(inside > 1000, "only %d pixels inside the set", inside);
  return NULL;
}

static const Test tests[] = {{"exec/mandelbrot", test_mandelbrot}};
EXEC_MAIN(tests)
