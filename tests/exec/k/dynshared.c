/* dynshared.c - k/dynshared.hip: extern __shared__ arrays whose size the
 * launch gives: a box filter with a halo of r on each side (up to ~40 KB
 * of shared memory), and dynamic memory beside a static __shared__ array. */
#include "../../lib/check.h"

enum { N = 300007 };
static int in[N], out[N];

static const char *box_with(int n, int block, int r) {
  for (int i = 0; i < n; i++)
    in[i] = (int)(rng() % 2001) - 1000;
  KERNEL(f, "box_filter");
  DEVICE(int *, din, in, n * sizeof(int));
  DEVICE(int *, dout, NULL, n * sizeof(int));
  unsigned shared = (block + 2 * r) * sizeof(int);
  LAUNCH(f, (n + block - 1) / block, 1, 1, block, 1, 1, shared, &din, &dout, &n, &r);
  TO_HOST(out, dout, n * sizeof(int));
  /* a running sum over the window [i - r, i + r] */
  long s = 0;
  for (int j = 0; j <= r && j < n; j++)
    s += in[j];
  for (int i = 0; i < n; i++) {
    EXPECT(out[i] == s, "n %d block %d r %d (%u bytes): out[%d] = %d, not %ld", n, block, r,
           shared, i, out[i], s);
    if (i + r + 1 < n)
      s += in[i + r + 1];
    if (i - r >= 0)
      s -= in[i - r];
  }
  return NULL;
}

static const char *test_box(void) {
  const char *w;
  if ((w = box_with(N, 256, 3)) || (w = box_with(N, 1024, 0)) ||
      (w = box_with(100000, 256, 5000)) || (w = box_with(77, 64, 100)))
    return w;
  return NULL;
}

static const char *mixed_with(int n, int block) {
  static float x[N];
  static double got[N];
  for (int i = 0; i < n; i++)
    x[i] = frand(-100, 100);
  KERNEL(f, "mixed_shared");
  DEVICE(float *, dx, x, n * sizeof(float));
  DEVICE(double *, dgot, NULL, n * sizeof(double));
  LAUNCH(f, (n + block - 1) / block, 1, 1, block, 1, 1, 2 * block * sizeof(double), &dx, &dgot,
         &n);
  TO_HOST(got, dgot, n * sizeof(double));
  for (int i = 0; i < n; i++) {
    int blk = i / block, t = i % block, u = (t + 1) % block, j = blk * block + u;
    double want = (j < n ? (double)x[j] : 0.0) * 2.0 + (double)u + (blk * 3 + t % 3);
    EXPECT(got[i] == want, "n %d block %d: out[%d] = %.17g, not %.17g", n, block, i, got[i],
           want);
  }
  return NULL;
}

static const char *test_mixed(void) {
  const char *w;
  if ((w = mixed_with(N, 256)) || (w = mixed_with(5000, 1024)) || (w = mixed_with(1001, 32)))
    return w;
  return NULL;
}

static const Test tests[] = {
    {"k/dynshared/box_filter", test_box},
    {"k/dynshared/mixed_shared", test_mixed},
};
EXEC_MAIN(tests)
