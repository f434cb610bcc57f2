/* bfs.c - bfs.hip: levels from vertex 0 of a random graph of 6000
 * vertices (directed edges, 0 to 7 out of each; the last 300 vertices have
 * no edges in, so they stay unreached at -1).  Levels are exact: each must
 * equal a plain queue BFS's, and each vertex reached must appear on
 * exactly one frontier. */
#include "../lib/check.h"

enum { N = 6000, MAXE = N * 7, B = 128 };
static int row_start[N + 1], adj[MAXE], level[N], want[N], queue[N], seen[N];

static const char *test_bfs(void) {
  int m = 0;
  for (int u = 0; u < N; u++) {
    row_start[u] = m;
    int deg = rng() % 8;
    for (int k = 0; k < deg; k++)
      adj[m++] = rng() % (N - 300);
  }
  row_start[N] = m;
  for (int u = 0; u < N; u++)
    level[u] = want[u] = -1;
  want[0] = level[0] = 0;
  int head = 0, tail = 0;
  queue[tail++] = 0;
  while (head < tail) {
    int u = queue[head++];
    for (int e = row_start[u]; e < row_start[u + 1]; e++)
      if (want[adj[e]] == -1)
        want[adj[e]] = want[u] + 1, queue[tail++] = adj[e];
  }
  KERNEL(f, "bfs_expand");
  DEVICE(int *, drow, row_start, sizeof row_start);
  DEVICE(int *, dadj, adj, m * sizeof *adj);
  DEVICE(int *, dlevel, level, sizeof level);
  int zero = 0, size = 1, depth = 0, frontier[N];
  DEVICE(int *, dcur, NULL, N * sizeof(int)); /* zeroes: vertex 0 */
  DEVICE(int *, dnext, NULL, N * sizeof(int));
  DEVICE(int *, dsize, NULL, sizeof(int));
  for (; size > 0; depth++) {
    TO_DEVICE(dsize, &zero, sizeof zero);
    LAUNCH(f, (size + B - 1) / B, 1, 1, B, 1, 1, 0, &drow, &dadj, &dlevel, &dcur, &size, &dnext,
           &dsize, &depth);
    TO_HOST(&size, dsize, sizeof size);
    EXPECT(size >= 0 && size <= N, "depth %d: frontier of %d", depth, size);
    TO_HOST(frontier, dnext, size * sizeof(int));
    for (int i = 0; i < size; i++) {
      EXPECT(want[frontier[i]] == depth + 1, "vertex %d on frontier %d, its level is %d",
             frontier[i], depth + 1, want[frontier[i]]);
      EXPECT(!seen[frontier[i]]++, "vertex %d twice on a frontier", frontier[i]);
    }
    int *t = dcur;
    dcur = dnext, dnext = t;
  }
  TO_HOST(level, dlevel, sizeof level);
  for (int u = 0; u < N; u++)
    EXPECT(level[u] == want[u], "level[%d] = %d, not %d", u, level[u], want[u]);
  EXPECT(depth > 3, "only %d levels", depth);
  return NULL;
}

static const Test tests[] = {{"exec/bfs", test_bfs}};
EXEC_MAIN(tests)
