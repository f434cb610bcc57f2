/* fence_reduce.c - fence_reduce.hip: two launches in a row (the counter
 * must come back to 0) over 50000 and 7777 floats on 37 and 5 blocks.
 * Each block's partial is a tree of float sums, compared within 2^-18 of
 * the sum of its terms' magnitudes; the total is the partials added in
 * block order, which the reference repeats from the kernel's own
 * partials: exact. */
#include "../lib/check.h"

enum { MAX_N = 50000, MAX_GRID = 64, BLOCK = 128 };
static float in[MAX_N], partial[MAX_GRID];

static const char *reduce_with(hipFunction_t f, float *din, float *dpart, unsigned int *dcount,
                               float *dtotal, int n, int grid) {
  for (int i = 0; i < n; i++)
    in[i] = frand(-1, 1);
  TO_DEVICE(din, in, n * sizeof *in);
  LAUNCH(f, grid, 1, 1, BLOCK, 1, 1, 0, &din, &dpart, &dcount, &dtotal, &n);
  float total, want_total = 0;
  unsigned int count;
  TO_HOST(partial, dpart, grid * sizeof *partial);
  TO_HOST(&total, dtotal, sizeof total);
  TO_HOST(&count, dcount, sizeof count);
  for (int b = 0; b < grid; b++) {
    double want = 0, mag = 0;
    for (int i = b * BLOCK; i < n; i += grid * BLOCK)
      for (int j = i; j < i + BLOCK && j < n; j++)
        want += in[j], mag += fabs(in[j]);
    EXPECT(near(partial[b], want, mag, 0x1p-18), "n %d: partial[%d] = %.9g, not %.9g", n, b,
           partial[b], want);
    want_total += partial[b];
  }
  EXPECT(total == want_total, "n %d: total %.9g, not %.9g", n, total, want_total);
  EXPECT(count == 0, "n %d: the counter is %u after the launch", n, count);
  return NULL;
}

static const char *test_fence_reduce(void) {
  KERNEL(f, "fence_reduce");
  DEVICE(float *, din, NULL, sizeof in);
  DEVICE(float *, dpart, NULL, sizeof partial);
  DEVICE(unsigned int *, dcount, NULL, sizeof(unsigned int));
  DEVICE(float *, dtotal, NULL, sizeof(float));
  const char *w;
  if ((w = reduce_with(f, din, dpart, dcount, dtotal, MAX_N, 37)) ||
      (w = reduce_with(f, din, dpart, dcount, dtotal, 7777, 5)))
    return w;
  return NULL;
}

static const Test tests[] = {{"exec/fence_reduce", test_fence_reduce}};
EXEC_MAIN(tests)
