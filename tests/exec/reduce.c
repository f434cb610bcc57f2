/* reduce.c - tests/kernels/reduce.hip: reduce_sum's partial sums, one per
 * block.  The reference adds in the kernel's own order (each thread's
 * grid-stride loop, then the shared-memory tree), so every partial must be
 * equal to the last bit. */
#include "../lib/check.h"

enum { BLOCK = 256, MAX_N = 1 << 20, MAX_GRID = 128 };
static float in[MAX_N], part[MAX_GRID];

/* The partial sum of block `blk` of `grid`, added as the kernel adds. */
static float block_partial(const float *in, unsigned n, unsigned blk, unsigned grid) {
  float s[BLOCK];
  unsigned stride = grid * BLOCK * 2;
  for (unsigned tid = 0; tid < BLOCK; tid++) {
    float sum = 0.0f;
    for (unsigned i = blk * BLOCK * 2 + tid; i < n; i += stride) {
      sum += in[i];
      if (i + BLOCK < n)
        sum += in[i + BLOCK];
    }
    s[tid] = sum;
  }
  for (unsigned w = BLOCK / 2; w > 0; w >>= 1)
    for (unsigned tid = 0; tid < w; tid++)
      s[tid] += s[tid + w];
  return s[0];
}

static const char *reduce_with(unsigned n, unsigned grid) {
  for (unsigned i = 0; i < n; i++)
    in[i] = frand(-1, 1);
  KERNEL(f, "reduce_sum");
  DEVICE(float *, din, in, n * sizeof *in);
  DEVICE(float *, dpart, NULL, grid * sizeof *part);
  LAUNCH(f, grid, 1, 1, BLOCK, 1, 1, 0, &din, &dpart, &n);
  TO_HOST(part, dpart, grid * sizeof *part);
  double total = 0, mag = 0, got = 0;
  for (unsigned b = 0; b < grid; b++) {
    float want = block_partial(in, n, b, grid);
    EXPECT(part[b] == want, "n %u grid %u: partial[%u] = %.9g, not %.9g", n, grid, b, part[b],
           want);
    got += part[b];
  }
  for (unsigned i = 0; i < n; i++)
    total += in[i], mag += fabs(in[i]);
  EXPECT(near(got, total, mag, 1e-6), "n %u: the partials add to %.9g, the input to %.9g", n, got,
         total);
  return NULL;
}

static const char *test_reduce(void) {
  const char *w;
  /* many elements per thread; then an n that leaves the last pair half
   * full; then fewer elements than threads, with idle blocks */
  if ((w = reduce_with(1u << 20, 120)) || (w = reduce_with(300001, 97)) ||
      (w = reduce_with(1000, 8)))
    return w;
  return NULL;
}

static const Test tests[] = {{"reduce/reduce_sum", test_reduce}};
EXEC_MAIN(tests)
