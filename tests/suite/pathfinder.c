/* pathfinder.c - pathfinder.hip: 100 rows of 1000 cells (partial last
 * block) with weights 0..9; the costs of the last row, exact. */
#include "../lib/check.h"

enum { ROWS = 100, COLS = 1000 };
static int wall[ROWS * COLS], a[COLS], b[COLS], got[COLS];

static const char *test_pathfinder(void) {
  for (int i = 0; i < ROWS * COLS; i++)
    wall[i] = rng() % 10;
  for (int x = 0; x < COLS; x++)
    a[x] = wall[x];
  KERNEL(f, "pathfinder_row");
  DEVICE(int *, dwall, wall, sizeof wall);
  DEVICE(int *, dp, a, sizeof a);
  DEVICE(int *, dn, NULL, sizeof b);
  int cols = COLS;
  for (int row = 1; row < ROWS; row++) {
    LAUNCH(f, (COLS + 255) / 256, 1, 1, 256, 1, 1, 0, &dwall, &dp, &dn, &cols, &row);
    int *t = dp;
    dp = dn, dn = t;
    for (int x = 0; x < COLS; x++) {
      int best = a[x];
      if (x > 0 && a[x - 1] < best)
        best = a[x - 1];
      if (x + 1 < COLS && a[x + 1] < best)
        best = a[x + 1];
      b[x] = wall[row * COLS + x] + best;
    }
    memcpy(a, b, sizeof a);
  }
  TO_HOST(got, dp, sizeof got);
  for (int x = 0; x < COLS; x++)
    EXPECT(got[x] == a[x], "cost[%d] = %d, not %d", x, got[x], a[x]);
  return NULL;
}

static const Test tests[] = {{"exec/pathfinder", test_pathfinder}};
EXEC_MAIN(tests)
