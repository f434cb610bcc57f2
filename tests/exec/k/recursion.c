/* recursion.c - k/recursion.hip: recursive __device__ functions.  Each
 * thread computes fib(n) for n up to 22 by the doubly recursive
 * definition, and the sum and height of one subtree of a random binary
 * tree that is 21 levels deep. */
#include "../../lib/check.h"

typedef struct {
  int left, right, value;
} node;

enum { B = 256 };

static int fib(int n) {
  int a = 0, b = 1;
  for (int i = 0; i < n; i++) {
    int t = a + b;
    a = b;
    b = t;
  }
  return a;
}

static const char *test_fib(void) {
  enum { N = 1000 };
  int n[N], out[N];
  for (int i = 0; i < N; i++)
    n[i] = i < 23 ? i : (int)(rng() % 21);
  KERNEL(f, "fib_kernel");
  DEVICE(int *, dn, n, sizeof n);
  DEVICE(int *, dout, NULL, sizeof out);
  int count = N;
  LAUNCH(f, (N + B - 1) / B, 1, 1, B, 1, 1, 0, &dn, &dout, &count);
  TO_HOST(out, dout, sizeof out);
  for (int i = 0; i < N; i++)
    EXPECT(out[i] == fib(n[i]), "fib(%d) = %d, not %d", n[i], out[i], fib(n[i]));
  return NULL;
}

enum { NODES = 20000, MAX_DEPTH = 21 };
static node tree[NODES];
static int depth[NODES], parent[NODES];
static long long want_sum[NODES];
static int want_height[NODES];

/* Node 0 is the root.  Nodes 1..20 hang as a chain below it, so the tree
 * is 21 levels deep; each later node takes a free child slot of a random
 * earlier node that is less than 21 levels down. */
static void build_tree(void) {
  for (int i = 0; i < NODES; i++) {
    tree[i] = (node){-1, -1, (int)(rng() % 2001) - 1000};
    if (i == 0) {
      depth[i] = 1, parent[i] = -1;
      continue;
    }
    int p;
    if (i < MAX_DEPTH)
      p = i - 1;
    else
      do
        p = (int)(rng() % (unsigned)i);
      while (depth[p] >= MAX_DEPTH || (tree[p].left >= 0 && tree[p].right >= 0));
    if (tree[p].left < 0 && (tree[p].right >= 0 || rng() & 1))
      tree[p].left = i;
    else
      tree[p].right = i;
    depth[i] = depth[p] + 1, parent[i] = p;
  }
  /* children come after their parents: fold sums and heights upwards */
  for (int i = NODES - 1; i >= 0; i--) {
    want_sum[i] += tree[i].value;
    want_height[i] += 1;
    if (parent[i] >= 0) {
      want_sum[parent[i]] += want_sum[i];
      if (want_height[i] > want_height[parent[i]])
        want_height[parent[i]] = want_height[i];
    }
  }
}

static const char *test_tree(void) {
  static long long sum[NODES];
  static int height[NODES];
  EXPECT(want_height[0] == MAX_DEPTH, "the tree is %d levels deep", want_height[0]);
  KERNEL(f, "tree_sums");
  DEVICE(node *, dt, tree, sizeof tree);
  DEVICE(long long *, dsum, NULL, sizeof sum);
  DEVICE(int *, dh, NULL, sizeof height);
  int count = NODES;
  LAUNCH(f, (NODES + B - 1) / B, 1, 1, B, 1, 1, 0, &dt, &dsum, &dh, &count);
  TO_HOST(sum, dsum, sizeof sum);
  TO_HOST(height, dh, sizeof height);
  for (int i = 0; i < NODES; i++)
    EXPECT(sum[i] == want_sum[i] && height[i] == want_height[i],
           "node %d: sum %lld height %d, not %lld and %d", i, sum[i], height[i], want_sum[i],
           want_height[i]);
  return NULL;
}

static const Test tests[] = {
    {"k/recursion/fib", test_fib},
    {"k/recursion/tree", test_tree},
};
int main(int argc, char **argv) {
  build_tree();
  return exec_main(tests, sizeof tests / sizeof *tests, argc, argv);
}
