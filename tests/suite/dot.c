/* dot.c - dot.hip: the dot product of 200000 and of 1000 floats on 50 and
 * 7 blocks.  The sum is a tree of float additions in any block order,
 * each term passing through at most ~30 roundings: within 2^-18 of the
 * sum of the products' magnitudes. */
#include "../lib/check.h"

enum { MAX_N = 200000 };
static float a[MAX_N], b[MAX_N];

static const char *dot_with(int n, int grid) {
  double want = 0, mag = 0;
  for (int i = 0; i < n; i++) {
    a[i] = frand(-1, 1), b[i] = frand(-1, 1);
    want += a[i] * (double)b[i], mag += fabs(a[i] * b[i]);
  }
  float zero = 0, got;
  KERNEL(f, "dot_atomic");
  DEVICE(float *, da, a, n * sizeof *a);
  DEVICE(float *, db, b, n * sizeof *b);
  DEVICE(float *, dr, &zero, sizeof zero);
  LAUNCH(f, grid, 1, 1, 256, 1, 1, 0, &da, &db, &dr, &n);
  TO_HOST(&got, dr, sizeof got);
  EXPECT(near(got, want, mag, 0x1p-18), "n %d: %.9g, not %.9g", n, got, want);
  return NULL;
}

static const char *test_dot(void) {
  const char *w;
  if ((w = dot_with(MAX_N, 50)) || (w = dot_with(1000, 7)))
    return w;
  return NULL;
}

static const Test tests[] = {{"exec/dot", test_dot}};
EXEC_MAIN(tests)
