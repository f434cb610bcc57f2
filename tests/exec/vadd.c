/* vadd.c - tests/kernels/vadd.hip: c = a + b, one thread per element. */
#include "../lib/check.h"

static const char *test_vadd(void) {
  enum { N = 1000003, B = 256 }; /* the last block is partial */
  static float a[N + B], b[N + B], c[N + B];
  for (int i = 0; i < N; i++)
    a[i] = frand(-100, 100), b[i] = frand(-1, 1);
  for (int i = 0; i < N + B; i++)
    c[i] = -1.0f; /* past n: must stay untouched */
  KERNEL(f, "vadd");
  DEVICE(float *, da, a, sizeof a);
  DEVICE(float *, db, b, sizeof b);
  DEVICE(float *, dc, c, sizeof c);
  int n = N;
  LAUNCH(f, (N + B - 1) / B, 1, 1, B, 1, 1, 0, &da, &db, &dc, &n);
  TO_HOST(c, dc, sizeof c);
  for (int i = 0; i < N + B; i++) {
    float want = i < N ? a[i] + b[i] : -1.0f;
    EXPECT(c[i] == want, "c[%d] = %g, not %g", i, c[i], want);
  }
  return NULL;
}

static const Test tests[] = {{"vadd/vadd", test_vadd}};
EXEC_MAIN(tests)
