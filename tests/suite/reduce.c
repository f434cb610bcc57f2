/* reduce.c - reduce.hip: the partial sums of reduce_sum_shfl, one per
 * block, for sizes that leave the last block partial and blocks with
 * nothing to add; the minimum and maximum of reduce_minmax over all
 * blocks.  The sums are added in another order than the reference's (a
 * tree, then lanes), so each partial is compared within 2^-19 of the sum
 * of its terms' magnitudes: no term passes through more than ~40 float
 * additions, each off by at most 2^-24 of the running magnitude.  The
 * minimum and maximum are exact. */
#include "../lib/check.h"
#include <limits.h>

enum { BLOCK = 256, MAX_N = 300000, MAX_GRID = 64 };
static float in[MAX_N], part[MAX_GRID];
static int ints[MAX_N];

static const char *sum_with(int n, int grid) {
  for (int i = 0; i < n; i++)
    in[i] = frand(-1, 1);
  KERNEL(f, "reduce_sum_shfl");
  DEVICE(float *, din, in, n * sizeof *in);
  DEVICE(float *, dpart, NULL, grid * sizeof *part);
  LAUNCH(f, grid, 1, 1, BLOCK, 1, 1, 0, &din, &dpart, &n);
  TO_HOST(part, dpart, grid * sizeof *part);
  for (int b = 0; b < grid; b++) {
    double want = 0, mag = 0;
    for (int i = b * BLOCK; i < n; i += grid * BLOCK)
      for (int j = i; j < i + BLOCK && j < n; j++)
        want += in[j], mag += fabs(in[j]);
    EXPECT(near(part[b], want, mag, 0x1p-19), "n %d grid %d: partial[%d] = %.9g, not %.9g", n, grid,
           b, part[b], want);
  }
  return NULL;
}

static const char *minmax_with(int n, int grid) {
  int lo = INT_MAX, hi = INT_MIN;
  for (int i = 0; i < n; i++) {
    ints[i] = (int)(rng() % 2000000000u) - 1000000000;
    lo = ints[i] < lo ? ints[i] : lo;
    hi = ints[i] > hi ? ints[i] : hi;
  }
  int init[2] = {INT_MAX, INT_MIN}, got[2];
  KERNEL(f, "reduce_minmax");
  DEVICE(int *, din, ints, n * sizeof *ints);
  DEVICE(int *, dres, init, sizeof init);
  LAUNCH(f, grid, 1, 1, BLOCK, 1, 1, 0, &din, &dres, &n);
  TO_HOST(got, dres, sizeof got);
  EXPECT(got[0] == lo && got[1] == hi, "n %d grid %d: min %d max %d, not %d %d", n, grid, got[0],
         got[1], lo, hi);
  return NULL;
}

static const char *test_reduce(void) {
  const char *w;
  if ((w = sum_with(MAX_N, 40)) || (w = sum_with(100001, 64)) || (w = sum_with(1000, 8)) ||
      (w = minmax_with(MAX_N, 40)) || (w = minmax_with(777, 8)) || (w = minmax_with(1, 1)))
    return w;
  return NULL;
}

static const Test tests[] = {{"exec/reduce", test_reduce}};
EXEC_MAIN(tests)
