/* fft.c - fft.hip: a batch of 3 transforms of 1024 points (10 stages of
 * 512 butterflies, blocks of 192: partial), against a direct DFT in
 * double.  Each output passes through 10 float butterflies; its error is
 * bounded by ~10 * 2^-23 * sqrt(n) ||x|| and compared within 1e-5 of the
 * sum of the input's magnitudes. */
#include "../lib/check.h"

enum { N = 1024, BATCH = 3 };
static const double PI = 3.14159265358979323846;
typedef struct {
  float re, im;
} cf;
static cf x[BATCH * N], y[BATCH * N], tw[N / 2];
static double cs[N], sn[N];

static const char *test_fft(void) {
  for (int i = 0; i < BATCH * N; i++)
    x[i] = (cf){frand(-1, 1), frand(-1, 1)};
  for (int m = 0; m < N; m++)
    cs[m] = cos(-2 * PI * m / N), sn[m] = sin(-2 * PI * m / N);
  for (int m = 0; m < N / 2; m++)
    tw[m] = (cf){(float)cs[m], (float)sn[m]};
  KERNEL(f, "fft_radix2_stage");
  DEVICE(cf *, da, x, sizeof x);
  DEVICE(cf *, db, NULL, sizeof y);
  DEVICE(cf *, dtw, tw, sizeof tw);
  int n = N;
  for (int p = 1; p < N; p *= 2) {
    LAUNCH(f, (N / 2 + 191) / 192, BATCH, 1, 192, 1, 1, 0, &da, &db, &dtw, &n, &p);
    cf *t = da;
    da = db, db = t;
  }
  TO_HOST(y, da, sizeof y);
  for (int b = 0; b < BATCH; b++) {
    const cf *xb = x + b * N;
    double mag = 0;
    for (int i = 0; i < N; i++)
      mag += fabs(xb[i].re) + fabs(xb[i].im);
    for (int k = 0; k < N; k++) {
      double re = 0, im = 0;
      for (int i = 0; i < N; i++) {
        int m = i * k % N;
        double c = cs[m], s = sn[m];
        re += xb[i].re * c - xb[i].im * s, im += xb[i].re * s + xb[i].im * c;
      }
      cf g = y[b * N + k];
      EXPECT(near(g.re, re, mag, 1e-5) && near(g.im, im, mag, 1e-5),
             "X%d[%d] = (%.7g, %.7g), not (%.7g, %.7g)", b, k, g.re, g.im, re, im);
    }
  }
  return NULL;
}

static const Test tests[] = {{"exec/fft", test_fft}};
EXEC_MAIN(tests)
