/* votes.c - k/votes.hip: __syncthreads_count/_and/_or per block, checked
 * against counts taken in plain C. */
#include "../../lib/check.h"

enum { BLOCKS = 37, MAXT = 512 };
static int in[BLOCKS * MAXT], count[BLOCKS], all[BLOCKS], any[BLOCKS];

static const char *run(unsigned bx, unsigned by, unsigned bz) {
  int threads = (int)(bx * by * bz);
  for (int b = 0; b < BLOCKS; b++)
    for (int t = 0; t < threads; t++) {
      /* block 0 all positive, block 1 none, the others mixed; a few > 100 */
      int r = (int)(rng() % 200) - 50;
      in[b * threads + t] = b == 0 ? 1 + (r & 63) : b == 1 ? -1 - (r & 63)
                          : b % 5 == 2 ? (r > 100 ? 100 : r) : r;
    }
  KERNEL(f, "votes");
  DEVICE(int *, din, in, sizeof(int) * BLOCKS * threads);
  DEVICE(int *, dcount, NULL, sizeof count);
  DEVICE(int *, dall, NULL, sizeof all);
  DEVICE(int *, dany, NULL, sizeof any);
  LAUNCH(f, BLOCKS, 1, 1, bx, by, bz, 0, &din, &dcount, &dall, &dany);
  TO_HOST(count, dcount, sizeof count);
  TO_HOST(all, dall, sizeof all);
  TO_HOST(any, dany, sizeof any);
  for (int b = 0; b < BLOCKS; b++) {
    int c = 0, big = 0;
    for (int t = 0; t < threads; t++) {
      c += in[b * threads + t] > 0;
      big += in[b * threads + t] > 100;
    }
    EXPECT(count[b] == c, "block %d of %ux%ux%u: count %d, not %d", b, bx, by, bz, count[b], c);
    EXPECT(all[b] == (c == threads), "block %d of %ux%ux%u: and %d", b, bx, by, bz, all[b]);
    EXPECT(any[b] == (big > 0), "block %d of %ux%ux%u: or %d", b, bx, by, bz, any[b]);
  }
  return NULL;
}

static const char *test_votes(void) {
  const char *w;
  if ((w = run(256, 1, 1)) || (w = run(64, 1, 1)) || (w = run(8, 4, 3)) ||
      (w = run(512, 1, 1)) || (w = run(33, 1, 1)))
    return w;
  return NULL;
}

static const Test tests[] = {
    {"k/votes/votes", test_votes},
};
EXEC_MAIN(tests)
