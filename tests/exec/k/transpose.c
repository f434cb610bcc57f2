/* transpose.c - k/transpose.hip: a tiled transpose through padded shared
 * memory, 32x8 threads per 32x32 tile, sizes that leave partial tiles. */
#include "../../lib/check.h"

static const char *transpose_with(int width, int height) {
  static float in[1500 * 1100], out[1500 * 1100];
  size_t count = (size_t)width * height, bytes = count * sizeof(float);
  for (size_t i = 0; i < count; i++)
    in[i] = frand(-1000, 1000), out[i] = NAN;
  KERNEL(f, "transpose_tiled");
  DEVICE(float *, din, in, bytes);
  DEVICE(float *, dout, out, bytes);
  LAUNCH(f, (width + 31) / 32, (height + 31) / 32, 1, 32, 8, 1, 0, &din, &dout, &width, &height);
  TO_HOST(out, dout, bytes);
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      EXPECT(out[x * height + y] == in[y * width + x], "%dx%d: out[%d][%d] = %g, not %g", width,
             height, x, y, out[x * height + y], in[y * width + x]);
  return NULL;
}

static const char *test_transpose(void) {
  const char *w;
  if ((w = transpose_with(1500, 1100)) || (w = transpose_with(1024, 512)) ||
      (w = transpose_with(33, 7)) || (w = transpose_with(1, 100)))
    return w;
  return NULL;
}

static const Test tests[] = {{"k/transpose", test_transpose}};
EXEC_MAIN(tests)
