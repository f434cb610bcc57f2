/* vadd_stride.c - k/vadd_stride.hip: c = a + b over a grid-stride loop,
 * with grids smaller than, equal to and larger than n needs. */
#include "../../lib/check.h"

static const char *test_vadd_stride(void) {
  enum { N = 1000003, B = 256 };
  static float a[N + 1], b[N + 1], c[N + 1];
  for (int i = 0; i < N; i++)
    a[i] = frand(-100, 100), b[i] = frand(-100, 100);
  KERNEL(f, "vadd_stride");
  DEVICE(float *, da, a, sizeof a);
  DEVICE(float *, db, b, sizeof b);
  DEVICE(float *, dc, NULL, sizeof c);
  unsigned grids[] = {1, 13, (N + B - 1) / B, (N + B - 1) / B + 50};
  for (int g = 0; g < 4; g++) {
    for (int i = 0; i <= N; i++)
      c[i] = -1.0f; /* c[N]: past n, untouched */
    TO_DEVICE(dc, c, sizeof c);
    size_t n = N;
    LAUNCH(f, grids[g], 1, 1, B, 1, 1, 0, &da, &db, &dc, &n);
    TO_HOST(c, dc, sizeof c);
    for (int i = 0; i <= N; i++) {
      float want = i < N ? a[i] + b[i] : -1.0f;
      EXPECT(c[i] == want, "%u blocks: c[%d] = %g, not %g", grids[g], i, c[i], want);
    }
  }
  return NULL;
}

static const Test tests[] = {{"k/vadd_stride", test_vadd_stride}};
EXEC_MAIN(tests)
