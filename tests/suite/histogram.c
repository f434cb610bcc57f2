/* histogram.c - histogram.hip: 50001 words (200004 bytes) of a skewed
 * distribution on 30 blocks of 192 threads; every bin exact. */
#include "../lib/check.h"

enum { NW = 50001 };
static unsigned int words[NW], hist[256];

static const char *test_histogram(void) {
  unsigned int want[256] = {0};
  for (int i = 0; i < NW; i++) {
    unsigned int w = 0;
    for (int b = 0; b < 4; b++) {
      unsigned int v = (rng() % 256) & (rng() % 256); /* more small values */
      w |= v << 8 * b;
      want[v]++;
    }
    words[i] = w;
  }
  KERNEL(f, "histogram256");
  DEVICE(unsigned int *, dw, words, sizeof words);
  DEVICE(unsigned int *, dh, NULL, sizeof hist);
  int nw = NW;
  LAUNCH(f, 30, 1, 1, 192, 1, 1, 0, &dw, &nw, &dh);
  TO_HOST(hist, dh, sizeof hist);
  for (int i = 0; i < 256; i++)
    EXPECT(hist[i] == want[i], "bin %d: %u, not %u", i, hist[i], want[i]);
  return NULL;
}

static const Test tests[] = {{"exec/histogram", test_histogram}};
EXEC_MAIN(tests)
