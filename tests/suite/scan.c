/* scan.c - scan.hip: the exclusive prefix sums of 100000 and of 777 ints
 * (the last block partial), two levels: blocks of 512, then their sums.
 * Integer sums: exact. */
#include "../lib/check.h"

enum { T = 256, M = 2 * T, MAX_N = 100000 };
static int in[MAX_N], out[MAX_N];

static const char *scan_with(int n) {
  int blocks = (n + M - 1) / M;
  for (int i = 0; i < n; i++)
    in[i] = (int)(rng() % 2001) - 1000;
  KERNEL(scan, "scan_block");
  KERNEL(add, "scan_add_offsets");
  DEVICE(int *, din, in, n * sizeof *in);
  DEVICE(int *, dout, NULL, n * sizeof *out);
  DEVICE(int *, dsums, NULL, blocks * sizeof(int));
  DEVICE(int *, doffsets, NULL, blocks * sizeof(int));
  DEVICE(int *, dtotal, NULL, sizeof(int));
  size_t shared = M * sizeof(int);
  LAUNCH(scan, blocks, 1, 1, T, 1, 1, shared, &din, &dout, &dsums, &n);
  LAUNCH(scan, 1, 1, 1, T, 1, 1, shared, &dsums, &doffsets, &dtotal, &blocks);
  LAUNCH(add, blocks, 1, 1, T, 1, 1, 0, &dout, &doffsets, &n);
  TO_HOST(out, dout, n * sizeof *out);
  int total, sum = 0;
  TO_HOST(&total, dtotal, sizeof total);
  for (int i = 0; i < n; i++) {
    EXPECT(out[i] == sum, "n %d: out[%d] = %d, not %d", n, i, out[i], sum);
    sum += in[i];
  }
  EXPECT(total == sum, "n %d: total %d, not %d", n, total, sum);
  return NULL;
}

static const char *test_scan(void) {
  const char *w;
  if ((w = scan_with(MAX_N)) || (w = scan_with(777)) || (w = scan_with(512)))
    return w;
  return NULL;
}

static const Test tests[] = {{"exec/scan", test_scan}};
EXEC_MAIN(tests)
