/* wave_append.c - wave_append.hip: 100003 ints (the last block partial)
 * on blocks of 256, keeping the multiples of 4.  The waves append in any
 * order, so the output is checked as a set (sorted against the kept
 * elements, sorted) and, within each wave's run, in input order: every
 * element exact. */
#include "../lib/check.h"

enum { N = 100003, B = 256 };
static int in[N], out[N], want[N], sorted[N];

static int cmp(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return x < y ? -1 : x > y;
}

static const char *test_wave_append(void) {
  int kept = 0, zero = 0, count;
  for (int i = 0; i < N; i++) {
    in[i] = i * 8 + (int)(rng() % 8); /* increasing: order is visible */
    if ((in[i] & 3) == 0)
      want[kept++] = in[i];
  }
  KERNEL(f, "wave_append");
  DEVICE(int *, din, in, sizeof in);
  DEVICE(int *, dout, NULL, sizeof out);
  DEVICE(int *, dcount, &zero, sizeof zero);
  int n = N;
  LAUNCH(f, (N + B - 1) / B, 1, 1, B, 1, 1, 0, &din, &n, &dout, &dcount);
  TO_HOST(&count, dcount, sizeof count);
  EXPECT(count == kept, "%d appended, not %d", count, kept);
  TO_HOST(out, dout, sizeof out);
  int ws = 64, dev = 0;
  TRY(hipDeviceGetAttribute(&ws, hipDeviceAttributeWarpSize, dev));
  for (int i = 1; i < count; i++) /* a wave's run ascends; a new run starts a wave */
    EXPECT(out[i] > out[i - 1] || out[i] / 8 / ws != out[i - 1] / 8 / ws,
           "out[%d] = %d after %d in one wave", i, out[i], out[i - 1]);
  memcpy(sorted, out, count * sizeof *out);
  qsort(sorted, count, sizeof *sorted, cmp);
  for (int i = 0; i < kept; i++)
    EXPECT(sorted[i] == want[i], "kept element %d is %d, not %d", i, sorted[i], want[i]);
  return NULL;
}

static const Test tests[] = {{"exec/wave_append", test_wave_append}};
EXEC_MAIN(tests)
