/* nw.c - nw.hip: two sequences of 160 residues (10x10 blocks, 19 block
 * diagonals) with a BLOSUM-like random similarity in -4..5 and a gap
 * penalty of 10; every score exact. */
#include "../lib/check.h"

enum { N = 160, W = N + 1, BS = 16 };
static int score[W * W], sim[W * W], want[W * W];

static const char *test_nw(void) {
  int penalty = 10, n = N;
  for (int i = 0; i < W * W; i++)
    sim[i] = (int)(rng() % 10) - 4;
  for (int i = 0; i < W; i++)
    score[i] = want[i] = -i * penalty, score[i * W] = want[i * W] = -i * penalty;
  for (int y = 1; y < W; y++)
    for (int x = 1; x < W; x++) {
      int best = want[(y - 1) * W + x - 1] + sim[y * W + x];
      if (want[(y - 1) * W + x] - penalty > best)
        best = want[(y - 1) * W + x] - penalty;
      if (want[y * W + x - 1] - penalty > best)
        best = want[y * W + x - 1] - penalty;
      want[y * W + x] = best;
    }
  KERNEL(f, "nw_diagonal");
  DEVICE(int *, dscore, score, sizeof score);
  DEVICE(int *, dsim, sim, sizeof sim);
  int nb = N / BS;
  for (int d = 0; d < 2 * nb - 1; d++) {
    int blocks = d < nb ? d + 1 : 2 * nb - 1 - d;
    LAUNCH(f, blocks, 1, 1, BS, 1, 1, 0, &dscore, &dsim, &n, &penalty, &d);
  }
  TO_HOST(score, dscore, sizeof score);
  for (int i = 0; i < W * W; i++)
    EXPECT(score[i] == want[i], "score[%d][%d] = %d, not %d", i / W, i % W, score[i], want[i]);
  return NULL;
}

static const Test tests[] = {{"exec/nw", test_nw}};
EXEC_MAIN(tests)
