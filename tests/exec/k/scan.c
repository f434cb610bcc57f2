/* scan.c - k/scan.hip: inclusive prefix sums by warp shuffles.  run.sh runs
 * it with the runtime's default warp size, 64, and again with
 * HIPC_HOST_WARP_SIZE=32; the per-warp scan's result tells them apart. */
#include "../../lib/check.h"

enum { N = 200003, B = 256 };
static int in[N], out[N];

/* The warp size this run must see. */
static int expected_warp_size(void) {
  const char *e = getenv("HIPC_HOST_WARP_SIZE");
  return e && strcmp(e, "32") == 0 ? 32 : 64;
}

static const char *test_warps(void) {
  int ws = expected_warp_size(), attr;
  TRY(hipDeviceGetAttribute(&attr, hipDeviceAttributeWarpSize, 0));
  EXPECT(attr == ws, "warpSize is %d, not %d", attr, ws);
  for (int i = 0; i < N; i++)
    in[i] = (int)(rng() % 2001) - 1000;
  KERNEL(f, "scan_warps");
  DEVICE(int *, din, in, sizeof in);
  DEVICE(int *, dout, NULL, sizeof out);
  int n = N;
  LAUNCH(f, (N + B - 1) / B, 1, 1, B, 1, 1, 0, &din, &dout, &n);
  TO_HOST(out, dout, sizeof out);
  int s = 0;
  for (int i = 0; i < N; i++) {
    s = i % ws == 0 ? in[i] : s + in[i];
    EXPECT(out[i] == s, "warp size %d: out[%d] = %d, not %d", ws, i, out[i], s);
  }
  return NULL;
}

/* The whole scan: per block, then the blocks' totals by one block, then
 * those added back. */
static const char *scan_with(int n, int block) {
  int ws = expected_warp_size();
  for (int i = 0; i < n; i++)
    in[i] = (int)(rng() % 2001) - 1000;
  int grid = (n + block - 1) / block;
  /* the totals' scan: one block, a whole number of warps */
  int block2 = (grid + 63) / 64 * 64;
  EXPECT(block2 <= 1024, "n %d: too many blocks for one pass", n);
  KERNEL(scan, "scan_block");
  KERNEL(add, "add_offsets");
  DEVICE(int *, din, in, n * sizeof(int));
  DEVICE(int *, dout, NULL, n * sizeof(int));
  DEVICE(int *, dsums, NULL, grid * sizeof(int));
  DEVICE(int *, dscanned, NULL, grid * sizeof(int));
  int *none = NULL;
  LAUNCH(scan, grid, 1, 1, block, 1, 1, 0, &din, &dout, &dsums, &n);
  LAUNCH(scan, 1, 1, 1, block2, 1, 1, 0, &dsums, &dscanned, &none, &grid);
  LAUNCH(add, grid, 1, 1, block, 1, 1, 0, &dout, &dscanned, &n);
  TO_HOST(out, dout, n * sizeof(int));
  int s = 0;
  for (int i = 0; i < n; i++) {
    s += in[i];
    EXPECT(out[i] == s, "warp size %d, n %d, block %d: out[%d] = %d, not %d", ws, n, block, i,
           out[i], s);
  }
  return NULL;
}

static const char *test_scan(void) {
  const char *w;
  if ((w = scan_with(N, 256)) || (w = scan_with(N, 1024)) || (w = scan_with(1000, 64)) ||
      (w = scan_with(70, 128)))
    return w;
  return NULL;
}

static const Test tests[] = {
    {"k/scan/warps", test_warps},
    {"k/scan/scan", test_scan},
};
EXEC_MAIN(tests)
