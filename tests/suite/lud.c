/* lud.c - lud.hip: the LU factors of a diagonally dominant 90x90 matrix
 * (partial blocks at every step), L unit lower triangular below the
 * diagonal and U on and above it, in place.  L times U must give the
 * matrix back within 1e-5 of the magnitude of its row's terms (the
 * elimination of a diagonally dominant matrix is backward stable: ~90
 * roundings of 2^-24 of terms no larger than the row's), and each factor
 * must be within 1e-4 of a double-precision factorisation's. */
#include "../lib/check.h"

enum { N = 90, BS = 16 };
static float a[N * N], a0[N * N];
static double ref[N * N];

static const char *test_lud(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      a[i * N + j] = a0[i * N + j] = i == j ? 100 + frand(0, 10) : frand(-1, 1);
  for (int i = 0; i < N * N; i++)
    ref[i] = a0[i];
  for (int k = 0; k < N - 1; k++)
    for (int i = k + 1; i < N; i++) {
      ref[i * N + k] /= ref[k * N + k];
      for (int j = k + 1; j < N; j++)
        ref[i * N + j] -= ref[i * N + k] * ref[k * N + j];
    }
  KERNEL(column, "lud_column");
  KERNEL(trailing, "lud_trailing");
  DEVICE(float *, da, a, sizeof a);
  int n = N;
  for (int k = 0; k < N - 1; k++) {
    int rest = N - k - 1;
    LAUNCH(column, (rest + 63) / 64, 1, 1, 64, 1, 1, 0, &da, &n, &k);
    LAUNCH(trailing, (rest + BS - 1) / BS, (rest + BS - 1) / BS, 1, BS, BS, 1, 0, &da, &n, &k);
  }
  TO_HOST(a, da, sizeof a);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      EXPECT(near(a[i * N + j], ref[i * N + j], fabs(ref[i * N + j]) + 1, 1e-4),
             "LU[%d][%d] = %.9g, not %.9g", i, j, a[i * N + j], ref[i * N + j]);
      double s = 0, mag = 0;
      for (int p = 0; p <= (i < j ? i : j); p++) {
        double l = p == i ? 1 : a[i * N + p], t = l * a[p * N + j];
        s += t, mag += fabs(t);
      }
      EXPECT(near(s, a0[i * N + j], mag, 1e-5), "(LU)[%d][%d] = %.9g, not %.9g", i, j, s,
             a0[i * N + j]);
    }
  return NULL;
}

static const Test tests[] = {{"exec/lud", test_lud}};
EXEC_MAIN(tests)
