/* histogram.c - k/histogram.hip: a 256-bin byte histogram by global
 * atomics and by shared-memory atomics merged per block.  Counts are exact;
 * skewed data makes many threads hit one bin at once. */
#include "../../lib/check.h"

enum { NBINS = 256, B = 256, N = 2000003 };
static unsigned char data[N];
static unsigned want[NBINS];

static const char *hist(const char *kernel) {
  KERNEL(f, kernel);
  DEVICE(unsigned char *, dd, data, sizeof data);
  DEVICE(unsigned *, db, NULL, NBINS * sizeof(unsigned));
  unsigned bins[NBINS];
  unsigned grids[] = {1, 64, (N + B - 1) / B};
  for (int g = 0; g < 3; g++) {
    TRY(hipMemset(db, 0, sizeof bins));
    size_t n = N;
    LAUNCH(f, grids[g], 1, 1, B, 1, 1, 0, &dd, &n, &db);
    TO_HOST(bins, db, sizeof bins);
    for (int b = 0; b < NBINS; b++)
      EXPECT(bins[b] == want[b], "%u blocks: bin %d: %u, not %u", grids[g], b, bins[b], want[b]);
  }
  return NULL;
}

static void make_data(void) {
  for (int i = 0; i < N; i++) {
    /* half the bytes are 0x2a, the rest spread evenly */
    data[i] = rng() & 1 ? 0x2a : (unsigned char)(rng() >> 3);
    want[data[i]]++;
  }
}

static const char *test_global(void) { return hist("hist_global"); }
static const char *test_shared(void) { return hist("hist_shared"); }

static const Test tests[] = {
    {"k/histogram/hist_global", test_global},
    {"k/histogram/hist_shared", test_shared},
};
int main(int argc, char **argv) {
  make_data();
  return exec_main(tests, sizeof tests / sizeof *tests, argc, argv);
}
