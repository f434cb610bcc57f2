/* consttab.c - tests/kernels/consttab.hip: a 9-tap FIR filter with its
 * coefficients and gains in __constant__ tables.  The tables' initial
 * values are read back with hipModuleGetGlobal, then the gains rewritten
 * from the host and the filter run again. */
#include "../lib/check.h"

enum { TAPS = 9, B = 256, N = 200003 };
static const float coeffs[TAPS] = {0.02f, 0.06f, 0.12f, 0.18f, 0.24f, 0.18f, 0.12f, 0.06f, 0.02f};
static float x[N], y[N];

/* y as fir9 computes it, but for the rounding of its multiply-adds. */
static const char *check(const char *when, const int gains[4], int gain_sel) {
  for (int i = 0; i < N; i++) {
    double acc = 0, mag = 0;
    float facc = 0.0f;
    for (int k = 0; k < TAPS; k++) {
      int j = i + k - TAPS / 2;
      if (j >= 0 && j < N)
        facc += coeffs[k] * x[j], acc += (double)coeffs[k] * x[j], mag += fabs(coeffs[k] * x[j]);
    }
    int g = gains[gain_sel & 3];
    EXPECT(near(y[i], acc * g, mag * g, 1e-6), "%sgain_sel %d: y[%d] = %.9g, not %.9g", when,
           gain_sel, i, y[i], facc * (float)g);
  }
  return NULL;
}

static const char *test_fir(void) {
  for (int i = 0; i < N; i++)
    x[i] = frand(-1, 1);
  KERNEL(f, "fir9");
  hipDeviceptr_t pc, pg;
  size_t size;
  TRY(hipModuleGetGlobal(&pc, &size, module, "fir_coeffs"));
  EXPECT(size == sizeof coeffs, "fir_coeffs: %zu bytes", size);
  float c[TAPS];
  TRY(hipMemcpyDtoH(c, pc, sizeof c));
  EXPECT(memcmp(c, coeffs, sizeof c) == 0, "fir_coeffs starts as {%g, %g, ...}", c[0], c[1]);
  TRY(hipModuleGetGlobal(&pg, &size, module, "gain_table"));
  int gains[4];
  EXPECT(size == sizeof gains, "gain_table: %zu bytes", size);
  TRY(hipMemcpyDtoH(gains, pg, sizeof gains));
  EXPECT(gains[0] == 1 && gains[1] == 2 && gains[2] == 4 && gains[3] == 8,
         "gain_table starts as {%d, %d, %d, %d}", gains[0], gains[1], gains[2], gains[3]);

  DEVICE(float *, dx, x, sizeof x);
  DEVICE(float *, dy, NULL, sizeof y);
  int n = N;
  const char *w;
  int sels[] = {0, 3, 5, -1}; /* & 3: 0 3 1 3 */
  for (int s = 0; s < 4; s++) {
    LAUNCH(f, (N + B - 1) / B, 1, 1, B, 1, 1, 0, &dx, &dy, &n, &sels[s]);
    TO_HOST(y, dy, sizeof y);
    if ((w = check("", gains, sels[s])))
      return w;
  }
  /* The host rewrites the table; the next launch sees it. */
  int gains2[4] = {-3, 10, 0, 7};
  TRY(hipMemcpyHtoD(pg, gains2, sizeof gains2));
  for (int sel = 0; sel < 4; sel++) {
    LAUNCH(f, (N + B - 1) / B, 1, 1, B, 1, 1, 0, &dx, &dy, &n, &sel);
    TO_HOST(y, dy, sizeof y);
    if ((w = check("after hipMemcpyHtoD: ", gains2, sel)))
      return w;
  }
  return NULL;
}

static const Test tests[] = {{"consttab/fir9", test_fir}};
EXEC_MAIN(tests)
