/* demo.c - examples/demo.hip: saxpy over a grid-stride loop, a block sum
 * in shared memory, a tiled matmul and a shared-memory byte histogram. */
#include "../lib/check.h"

enum { B = 256 };

static const char *test_saxpy(void) {
  enum { N = 1 << 20 };
  static float x[N], y[N], out[N];
  for (int i = 0; i < N; i++)
    x[i] = frand(-10, 10), y[i] = frand(-10, 10);
  KERNEL(f, "saxpy");
  DEVICE(float *, dx, x, sizeof x);
  DEVICE(float *, dy, y, sizeof y);
  int n = N - 11;
  float a = 1.3f;
  /* 37 blocks: every thread goes round the loop ~110 times */
  LAUNCH(f, 37, 1, 1, B, 1, 1, 0, &n, &a, &dx, &dy);
  TO_HOST(out, dy, sizeof out);
  for (int i = 0; i < N; i++) {
    float want = i < n ? a * x[i] + y[i] : y[i];
    /* a * x + y may be one fma */
    EXPECT(near(out[i], want, fabsf(a * x[i]) + fabsf(y[i]), 2.5e-7), "y[%d] = %.9g, not %.9g",
           i, out[i], want);
  }
  return NULL;
}

static const char *test_block_sum(void) {
  enum { N = 500001, G = (N + B - 1) / B };
  static float in[N], part[G];
  for (int i = 0; i < N; i++)
    in[i] = frand(-1, 1);
  KERNEL(f, "block_sum");
  DEVICE(float *, din, in, sizeof in);
  DEVICE(float *, dpart, NULL, sizeof part);
  int n = N;
  LAUNCH(f, G, 1, 1, B, 1, 1, 0, &din, &dpart, &n);
  TO_HOST(part, dpart, sizeof part);
  /* the kernel's own order: a tree over the block's 256 values */
  for (int b = 0; b < G; b++) {
    float buf[B];
    for (int t = 0; t < B; t++)
      buf[t] = b * B + t < N ? in[b * B + t] : 0.0f;
    for (int s = B / 2; s > 0; s >>= 1)
      for (int t = 0; t < s; t++)
        buf[t] += buf[t + s];
    EXPECT(part[b] == buf[0], "partial[%d] = %.9g, not %.9g", b, part[b], buf[0]);
  }
  return NULL;
}

static const char *test_matmul(void) {
  enum { N = 250 };
  static float a[N * N], b[N * N], c[N * N];
  for (int i = 0; i < N * N; i++)
    a[i] = frand(-1, 1), b[i] = frand(-1, 1);
  KERNEL(f, "matmul");
  DEVICE(float *, da, a, sizeof a);
  DEVICE(float *, db, b, sizeof b);
  DEVICE(float *, dc, NULL, sizeof c);
  int n = N, g = (N + 15) / 16;
  LAUNCH(f, g, g, 1, 16, 16, 1, 0, &da, &db, &dc, &n);
  TO_HOST(c, dc, sizeof c);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      double want = 0, mag = 0;
      for (int k = 0; k < N; k++)
        want += (double)a[i * N + k] * b[k * N + j], mag += fabs(a[i * N + k] * b[k * N + j]);
      EXPECT(near(c[i * N + j], want, mag, 1e-5), "C[%d][%d] = %.9g, not %.9g", i, j,
             c[i * N + j], want);
    }
  return NULL;
}

static const char *test_histogram64(void) {
  enum { N = 1000001 };
  static unsigned char data[N];
  unsigned bins[64], want[64] = {0};
  for (int i = 0; i < N; i++)
    data[i] = (unsigned char)rng(), want[data[i] & 63]++;
  KERNEL(f, "histogram64");
  DEVICE(unsigned char *, dd, data, sizeof data);
  DEVICE(unsigned *, db, NULL, sizeof bins);
  int n = N;
  LAUNCH(f, 50, 1, 1, B, 1, 1, 0, &dd, &n, &db);
  TO_HOST(bins, db, sizeof bins);
  for (int b = 0; b < 64; b++)
    EXPECT(bins[b] == want[b], "bin %d: %u, not %u", b, bins[b], want[b]);
  return NULL;
}

static const Test tests[] = {
    {"demo/saxpy", test_saxpy},
    {"demo/block_sum", test_block_sum},
    {"demo/matmul", test_matmul},
    {"demo/histogram64", test_histogram64},
};
EXEC_MAIN(tests)
