/* transpose.c - transpose.hip: int2 matrices of 200x200 (diagonal order,
 * partial tiles), 37x300 and 64x16 (plain order); every element moved
 * exactly. */
#include "../lib/check.h"

typedef struct {
  int x, y;
} i2;
static i2 in[300 * 300], out[300 * 300];

static const char *transpose_with(int width, int height) {
  int count = width * height;
  for (int i = 0; i < count; i++)
    in[i] = (i2){(int)rng(), i}, out[i] = (i2){-1, -1};
  KERNEL(f, "transpose_diagonal");
  DEVICE(i2 *, din, in, count * sizeof *in);
  DEVICE(i2 *, dout, out, count * sizeof *out);
  LAUNCH(f, (width + 15) / 16, (height + 15) / 16, 1, 16, 16, 1, 0, &din, &dout, &width, &height);
  TO_HOST(out, dout, count * sizeof *out);
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++) {
      i2 g = out[x * height + y], w = in[y * width + x];
      EXPECT(g.x == w.x && g.y == w.y, "%dx%d: out[%d][%d] = (%d,%d), not (%d,%d)", width, height,
             x, y, g.x, g.y, w.x, w.y);
    }
  return NULL;
}

static const char *test_transpose(void) {
  const char *w;
  if ((w = transpose_with(200, 200)) || (w = transpose_with(37, 300)) ||
      (w = transpose_with(64, 16)))
    return w;
  return NULL;
}

static const Test tests[] = {{"exec/transpose", test_transpose}};
EXEC_MAIN(tests)
