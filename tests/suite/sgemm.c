/* sgemm.c - sgemm.hip: C (83x75) = alpha A (83x57) B (57x75) + beta C,
 * partial tiles every way.  Each element is 57 products summed in float
 * (possibly fused): within 2^-17 of the sum of the magnitudes of its
 * terms. */
#include "../lib/check.h"

enum { M = 83, N = 75, K = 57 };
static float a[M * K], b[K * N], c[M * N], c0[M * N];

static const char *test_sgemm(void) {
  for (int i = 0; i < M * K; i++)
    a[i] = frand(-1, 1);
  for (int i = 0; i < K * N; i++)
    b[i] = frand(-1, 1);
  for (int i = 0; i < M * N; i++)
    c[i] = c0[i] = frand(-1, 1);
  KERNEL(f, "sgemm_tiled");
  DEVICE(float *, da, a, sizeof a);
  DEVICE(float *, db, b, sizeof b);
  DEVICE(float *, dc, c, sizeof c);
  int m = M, n = N, k = K;
  float alpha = 1.5f, beta = 0.25f;
  LAUNCH(f, (N + 31) / 32, (M + 15) / 16, 1, 16, 16, 1, 0, &da, &db, &dc, &m, &n, &k, &alpha,
         &beta);
  TO_HOST(c, dc, sizeof c);
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) {
      double acc = 0, mag = 0;
      for (int p = 0; p < K; p++)
        acc += a[i * K + p] * (double)b[p * N + j], mag += fabs(a[i * K + p] * b[p * N + j]);
      double want = alpha * acc + beta * c0[i * N + j];
      EXPECT(near(c[i * N + j], want, fabs(alpha) * mag + fabs(beta * c0[i * N + j]), 0x1p-17),
             "c[%d][%d] = %.9g, not %.9g", i, j, c[i * N + j], want);
    }
  return NULL;
}

static const Test tests[] = {{"exec/sgemm", test_sgemm}};
EXEC_MAIN(tests)
