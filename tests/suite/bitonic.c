/* bitonic.c - bitonic.hip: 2^15 random keys (with repeats), sorted as
 * chunks of 512 in shared memory, then merged by the global steps; the
 * result must be the input sorted ascending (compared with qsort's). */
#include "../lib/check.h"

enum { N = 1 << 15, T = 256 };
static unsigned int keys[N], want[N];

static int cmp(const void *a, const void *b) {
  unsigned int x = *(const unsigned int *)a, y = *(const unsigned int *)b;
  return x < y ? -1 : x > y;
}

static const char *test_bitonic(void) {
  for (int i = 0; i < N; i++)
    keys[i] = want[i] = rng() % 50000;
  qsort(want, N, sizeof *want, cmp);
  KERNEL(local, "bitonic_local");
  KERNEL(merge, "bitonic_merge_global");
  DEVICE(unsigned int *, dk, keys, sizeof keys);
  LAUNCH(local, N / (2 * T), 1, 1, T, 1, 1, 2 * T * sizeof(unsigned int), &dk);
  TO_HOST(keys, dk, sizeof keys);
  /* each chunk sorted, ascending and descending by turns */
  for (int c = 0; c < N / (2 * T); c++)
    for (int i = c * 2 * T + 1; i < (c + 1) * 2 * T; i++)
      EXPECT(c % 2 ? keys[i - 1] >= keys[i] : keys[i - 1] <= keys[i],
             "chunk %d not sorted at %d: %u, %u", c, i, keys[i - 1], keys[i]);
  for (int k = 4 * T; k <= N; k <<= 1)
    for (int j = k / 2; j > 0; j >>= 1)
      LAUNCH(merge, N / 2 / T, 1, 1, T, 1, 1, 0, &dk, &k, &j);
  TO_HOST(keys, dk, sizeof keys);
  for (int i = 0; i < N; i++)
    EXPECT(keys[i] == want[i], "keys[%d] = %u, not %u", i, keys[i], want[i]);
  return NULL;
}

static const Test tests[] = {{"exec/bitonic", test_bitonic}};
EXEC_MAIN(tests)
