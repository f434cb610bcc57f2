/* srad.c - srad.hip: one SRAD iteration on a 90x70 image (partial 16x16
 * blocks) of values in [1, 2].  The differences are exact (Sterbenz: the
 * neighbours are within a factor 2); the coefficients go through a few
 * divisions, each rounded once, possibly with fused products: compared
 * within 1e-4 of 1 (c is in [0, 1]) against a double-precision reference
 * from the same inputs.  The update is compared against the reference
 * using the kernel's own coefficients, within 2^-20 of the magnitude of
 * its terms. */
#include "../lib/check.h"

enum { COLS = 90, ROWS = 70, N = COLS * ROWS };
static float img[N], dn[N], ds[N], dw[N], de[N], c[N], out[N];

static float at(const float *a, int y, int x) {
  y = y < 0 ? 0 : y >= ROWS ? ROWS - 1 : y;
  x = x < 0 ? 0 : x >= COLS ? COLS - 1 : x;
  return a[y * COLS + x];
}

static const char *test_srad(void) {
  double sum = 0, sum2 = 0;
  for (int i = 0; i < N; i++)
    img[i] = frand(1, 2), sum += img[i], sum2 += img[i] * (double)img[i];
  double mean = sum / N, var = sum2 / N - mean * mean;
  float q0sqr = (float)(var / (mean * mean)), lambda = 0.5f;
  KERNEL(coeff, "srad_coeff");
  KERNEL(update, "srad_update");
  DEVICE(float *, dj, img, sizeof img);
  DEVICE(float *, ddn, NULL, sizeof dn);
  DEVICE(float *, dds, NULL, sizeof ds);
  DEVICE(float *, ddw, NULL, sizeof dw);
  DEVICE(float *, dde, NULL, sizeof de);
  DEVICE(float *, dc, NULL, sizeof c);
  int cols = COLS, rows = ROWS;
  LAUNCH(coeff, (COLS + 15) / 16, (ROWS + 15) / 16, 1, 16, 16, 1, 0, &dj, &ddn, &dds, &ddw, &dde,
         &dc, &cols, &rows, &q0sqr);
  LAUNCH(update, (COLS + 15) / 16, (ROWS + 15) / 16, 1, 16, 16, 1, 0, &dj, &ddn, &dds, &ddw, &dde,
         &dc, &cols, &rows, &lambda);
  TO_HOST(dn, ddn, sizeof dn);
  TO_HOST(ds, dds, sizeof ds);
  TO_HOST(dw, ddw, sizeof dw);
  TO_HOST(de, dde, sizeof de);
  TO_HOST(c, dc, sizeof c);
  TO_HOST(out, dj, sizeof out);
  for (int y = 0; y < ROWS; y++)
    for (int x = 0; x < COLS; x++) {
      int k = y * COLS + x;
      float jc = img[k];
      float d[4] = {at(img, y - 1, x) - jc, at(img, y + 1, x) - jc, at(img, y, x - 1) - jc,
                    at(img, y, x + 1) - jc};
      const float *got[4] = {dn, ds, dw, de};
      for (int q = 0; q < 4; q++)
        EXPECT(got[q][k] == d[q], "d%c[%d][%d] = %.9g, not %.9g", "nswe"[q], y, x, got[q][k], d[q]);
      double g2 =
          ((double)d[0] * d[0] + (double)d[1] * d[1] + (double)d[2] * d[2] + (double)d[3] * d[3]) /
          ((double)jc * jc);
      double l = ((double)d[0] + d[1] + d[2] + d[3]) / jc;
      double num = 0.5 * g2 - l * l / 16, den = 1 + 0.25 * l;
      double qsqr = num / (den * den);
      double cc = 1 / (1 + (qsqr - q0sqr) / (q0sqr * (1.0 + q0sqr)));
      cc = cc < 0 ? 0 : cc > 1 ? 1 : cc;
      EXPECT(near(c[k], cc, 1, 1e-4), "c[%d][%d] = %.9g, not %.9g", y, x, c[k], cc);
    }
  for (int y = 0; y < ROWS; y++)
    for (int x = 0; x < COLS; x++) {
      int k = y * COLS + x;
      double t[4] = {c[k] * (double)dn[k], at(c, y + 1, x) * (double)ds[k], c[k] * (double)dw[k],
                     at(c, y, x + 1) * (double)de[k]};
      double dsum = t[0] + t[1] + t[2] + t[3];
      double mag = fabs(t[0]) + fabs(t[1]) + fabs(t[2]) + fabs(t[3]);
      double want = img[k] + 0.25 * lambda * dsum;
      EXPECT(near(out[k], want, img[k] + 0.25 * lambda * mag, 0x1p-20),
             "J[%d][%d] = %.9g, not %.9g", y, x, out[k], want);
    }
  return NULL;
}

static const Test tests[] = {{"exec/srad", test_srad}};
EXEC_MAIN(tests)
