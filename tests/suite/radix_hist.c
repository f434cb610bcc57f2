/* radix_hist.c - radix_hist.hip: the digit counts of 20000 keys (the last
 * tile partial) for each of the eight 4-bit digits; exact. */
#include "../lib/check.h"

enum { N = 20000, TILE = 1024, BLOCKS = (N + TILE - 1) / TILE };
static unsigned int keys[N], counts[16 * BLOCKS];

static const char *test_radix_hist(void) {
  for (int i = 0; i < N; i++)
    keys[i] = rng() ^ rng() << 20;
  KERNEL(f, "radix_histogram");
  DEVICE(unsigned int *, dk, keys, sizeof keys);
  DEVICE(unsigned int *, dc, NULL, sizeof counts);
  int n = N;
  for (int shift = 0; shift < 32; shift += 4) {
    LAUNCH(f, BLOCKS, 1, 1, 256, 1, 1, 0, &dk, &n, &shift, &dc);
    TO_HOST(counts, dc, sizeof counts);
    for (int b = 0; b < BLOCKS; b++) {
      unsigned int want[16] = {0};
      for (int i = b * TILE; i < (b + 1) * TILE && i < N; i++)
        want[keys[i] >> shift & 15]++;
      for (int d = 0; d < 16; d++)
        EXPECT(counts[d * BLOCKS + b] == want[d], "shift %d block %d digit %d: %u, not %u", shift,
               b, d, counts[d * BLOCKS + b], want[d]);
    }
  }
  return NULL;
}

static const Test tests[] = {{"exec/radix_hist", test_radix_hist}};
EXEC_MAIN(tests)
