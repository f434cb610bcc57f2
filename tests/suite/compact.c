/* compact.c - compact.hip: 100001 floats (391 blocks, the last partial;
 * the offsets scanned in chunks of 512), keeping those above 0.3, and 100
 * with none kept.  The output is the kept elements in order: exact. */
#include "../lib/check.h"

enum { MAX_N = 100001, B = 256 };
static float in[MAX_N], out[MAX_N];

static const char *compact_with(int n, float threshold) {
  int blocks = (n + B - 1) / B, kept = 0;
  for (int i = 0; i < n; i++)
    in[i] = frand(-1, 1);
  KERNEL(count, "compact_count");
  KERNEL(offsets, "compact_offsets");
  KERNEL(scatter, "compact_scatter");
  DEVICE(float *, din, in, n * sizeof *in);
  DEVICE(int *, dcounts, NULL, blocks * sizeof(int));
  DEVICE(int *, doffsets, NULL, (blocks + 1) * sizeof(int));
  DEVICE(float *, dout, NULL, n * sizeof *out);
  LAUNCH(count, blocks, 1, 1, B, 1, 1, 0, &din, &n, &threshold, &dcounts);
  LAUNCH(offsets, 1, 1, 1, 512, 1, 1, 512 * sizeof(int), &dcounts, &doffsets, &blocks);
  LAUNCH(scatter, blocks, 1, 1, B, 1, 1, 0, &din, &n, &threshold, &doffsets, &dout);
  int total;
  TO_HOST(&total, doffsets + blocks, sizeof total);
  TO_HOST(out, dout, n * sizeof *out);
  for (int i = 0; i < n; i++)
    if (in[i] > threshold) {
      EXPECT(kept < total && out[kept] == in[i], "n %d: out[%d] = %g, not in[%d] = %g", n, kept,
             out[kept], i, in[i]);
      kept++;
    }
  EXPECT(total == kept, "n %d: %d kept, not %d", n, total, kept);
  return NULL;
}

static const char *test_compact(void) {
  const char *w;
  if ((w = compact_with(MAX_N, 0.3f)) || (w = compact_with(100, 2.0f)))
    return w;
  return NULL;
}

static const Test tests[] = {{"exec/compact", test_compact}};
EXEC_MAIN(tests)
