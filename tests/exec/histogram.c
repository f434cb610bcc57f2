/* histogram.c - tests/kernels/histogram.hip: 64-bin histograms by
 * atomicAdd on int, unsigned and float counters in global memory, and per
 * block in __shared__ memory.  Integer counts must be exact; float sums
 * depend on the order the atomics land in, so they get a tolerance. */
#include "../lib/check.h"

enum { NBINS = 64, B = 256 };

static const char *test_int(void) {
  enum { N = 1000003 };
  static unsigned char data[N];
  int bins[NBINS] = {0}, want[NBINS] = {0};
  for (int i = 0; i < N; i++)
    data[i] = (unsigned char)rng(), want[data[i] % NBINS]++;
  KERNEL(f, "hist_int");
  DEVICE(unsigned char *, dd, data, sizeof data);
  DEVICE(int *, db, NULL, sizeof bins);
  int n = N;
  /* a grid-stride loop: 40 blocks, ~100 elements per thread */
  LAUNCH(f, 40, 1, 1, B, 1, 1, 0, &dd, &db, &n);
  TO_HOST(bins, db, sizeof bins);
  for (int b = 0; b < NBINS; b++)
    EXPECT(bins[b] == want[b], "bin %d: %d, not %d", b, bins[b], want[b]);
  /* Again on top: the counters accumulate. */
  LAUNCH(f, 7, 1, 1, B, 1, 1, 0, &dd, &db, &n);
  TO_HOST(bins, db, sizeof bins);
  for (int b = 0; b < NBINS; b++)
    EXPECT(bins[b] == 2 * want[b], "second launch: bin %d: %d, not %d", b, bins[b], 2 * want[b]);
  return NULL;
}

static const char *test_uint(void) {
  enum { N = 500001 };
  static unsigned keys[N];
  unsigned bins[NBINS], want[NBINS];
  for (unsigned shift = 0; shift <= 26; shift += 13) {
    memset(want, 0, sizeof want);
    for (int i = 0; i < N; i++) {
      keys[i] = rng() ^ rng() << 16;
      want[(keys[i] >> shift) & (NBINS - 1)]++;
    }
    KERNEL(f, "hist_uint");
    DEVICE(unsigned *, dk, keys, sizeof keys);
    DEVICE(unsigned *, db, NULL, sizeof bins);
    unsigned n = N;
    LAUNCH(f, (N + B - 1) / B, 1, 1, B, 1, 1, 0, &dk, &db, &n, &shift);
    TO_HOST(bins, db, sizeof bins);
    for (int b = 0; b < NBINS; b++)
      EXPECT(bins[b] == want[b], "shift %u: bin %d: %u, not %u", shift, b, bins[b], want[b]);
  }
  return NULL;
}

static const char *test_float(void) {
  enum { N = 300007 };
  static float x[N], w[N];
  float bins[NBINS];
  double want[NBINS] = {0}, mag[NBINS] = {0};
  float lo = -3.0f, inv_width = 10.0f; /* bins cover [-3, 3.4) */
  for (int i = 0; i < N; i++) {
    x[i] = frand(-4, 4.5); /* some below and above the range: clamped */
    w[i] = frand(-0.5f, 2);
    int b = (int)((x[i] - lo) * inv_width);
    b = b < 0 ? 0 : b > NBINS - 1 ? NBINS - 1 : b;
    want[b] += w[i], mag[b] += fabs(w[i]);
  }
  KERNEL(f, "hist_float");
  DEVICE(float *, dx, x, sizeof x);
  DEVICE(float *, dw, w, sizeof w);
  DEVICE(float *, db, NULL, sizeof bins);
  int n = N;
  LAUNCH(f, (N + B - 1) / B, 1, 1, B, 1, 1, 0, &dx, &dw, &db, &n, &lo, &inv_width);
  TO_HOST(bins, db, sizeof bins);
  for (int b = 0; b < NBINS; b++)
    EXPECT(near(bins[b], want[b], mag[b], 2e-5), "bin %d: %.9g, not %.9g", b, bins[b], want[b]);
  return NULL;
}

static const char *test_shared(void) {
  enum { N = 777777 };
  static unsigned char data[N];
  unsigned bins[NBINS] = {0}, want[NBINS] = {0};
  for (int i = 0; i < N; i++)
    data[i] = (unsigned char)rng(), want[data[i] & (NBINS - 1)]++;
  KERNEL(f, "hist_shared");
  DEVICE(unsigned char *, dd, data, sizeof data);
  DEVICE(unsigned *, db, NULL, sizeof bins);
  int n = N;
  LAUNCH(f, (N + B - 1) / B, 1, 1, B, 1, 1, 0, &dd, &db, &n);
  TO_HOST(bins, db, sizeof bins);
  for (int b = 0; b < NBINS; b++)
    EXPECT(bins[b] == want[b], "bin %d: %u, not %u", b, bins[b], want[b]);
  /* Blocks smaller than the bins: each thread clears and merges several. */
  memset(want, 0, sizeof want);
  TRY(hipMemset(db, 0, sizeof bins));
  n = 1000;
  for (int i = 0; i < n; i++)
    want[data[i] & (NBINS - 1)]++;
  LAUNCH(f, (n + 15) / 16, 1, 1, 16, 1, 1, 0, &dd, &db, &n);
  TO_HOST(bins, db, sizeof bins);
  for (int b = 0; b < NBINS; b++)
    EXPECT(bins[b] == want[b], "16-thread blocks: bin %d: %u, not %u", b, bins[b], want[b]);
  return NULL;
}

static const Test tests[] = {
    {"histogram/hist_int", test_int},
    {"histogram/hist_uint", test_uint},
    {"histogram/hist_float", test_float},
    {"histogram/hist_shared", test_shared},
};
EXEC_MAIN(tests)
