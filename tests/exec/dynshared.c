/* dynshared.c - tests/kernels/dynshared.hip: each block reverses its chunk
 * through `extern __shared__ float buf[]`, sized at launch.  The kernel
 * checks only the index it reads against n, so in a partial last block it
 * also writes past n: the buffer covers whole blocks, and the reference
 * says which of those elements change. */
#include "../lib/check.h"

static const char *reverse_with(int n, int block) {
  static float data[200000], orig[200000];
  int grid = (n + block - 1) / block, total = grid * block;
  for (int i = 0; i < total; i++)
    orig[i] = data[i] = (float)i + 0.5f;
  KERNEL(f, "reverse_block");
  DEVICE(float *, dd, data, total * sizeof(float));
  LAUNCH(f, grid, 1, 1, block, 1, 1, block * sizeof(float), &dd, &n);
  TO_HOST(data, dd, total * sizeof(float));
  for (int i = 0; i < total; i++) {
    int base = i / block * block, r = block - 1 - (i - base);
    float want = base + r < n ? orig[base + r] : orig[i];
    EXPECT(data[i] == want, "n %d block %d: data[%d] = %g, not %g", n, block, i, data[i], want);
  }
  return NULL;
}

static const char *test_reverse(void) {
  const char *w;
  if ((w = reverse_with(100000, 256)) || (w = reverse_with(100003, 256)) ||
      (w = reverse_with(5000, 1024)) || (w = reverse_with(777, 96)))
    return w;
  return NULL;
}

static const Test tests[] = {{"dynshared/reverse_block", test_reverse}};
EXEC_MAIN(tests)
