/* hgemm.c - hgemm.hip: a 70x45 by 45x90 product (partial tiles in every
 * direction).  Inputs are halves with 5 significant bits, and each product
 * of two is exact in float; the sums of 45 such products (multiples of
 * 2^-12, below 2^10) are exact too, whatever the order or fusion.  Only
 * alpha * acc + beta * c rounds: within 2^-22 of its terms' magnitudes. */
#include "../lib/check.h"

enum { M = 70, N = 90, K = 45 };
static uint16_t a[M * K], b[K * N];
static float fa[M * K], fb[K * N], c[M * N], c0[M * N];

/* a random half of 5 significant bits in [-4, 4): (s / 16) * 2^e */
static uint16_t half_bits(float *value) {
  int sig = 16 + (int)(rng() % 16), e = (int)(rng() % 4) - 2, neg = rng() & 1;
  *value = (neg ? -1 : 1) * ldexpf((float)sig / 16.0f, e);
  return (uint16_t)(neg << 15 | (e + 15) << 10 | (sig - 16) << 6);
}

static const char *test_hgemm(void) {
  for (int i = 0; i < M * K; i++)
    a[i] = half_bits(&fa[i]);
  for (int i = 0; i < K * N; i++)
    b[i] = half_bits(&fb[i]);
  for (int i = 0; i < M * N; i++)
    c0[i] = c[i] = frand(-1, 1);
  KERNEL(f, "hgemm_tiled");
  DEVICE(uint16_t *, da, a, sizeof a);
  DEVICE(uint16_t *, db, b, sizeof b);
  DEVICE(float *, dc, c, sizeof c);
  int m = M, n = N, k = K;
  float alpha = 0.75f, beta = -0.5f;
  LAUNCH(f, (N + 15) / 16, (M + 15) / 16, 1, 16, 16, 1, 0, &da, &db, &dc, &m, &n, &k, &alpha,
         &beta);
  TO_HOST(c, dc, sizeof c);
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) {
      double acc = 0;
      for (int p = 0; p < K; p++)
        acc += (double)fa[i * K + p] * fb[p * N + j];
      double want = alpha * acc + beta * c0[i * N + j];
      EXPECT(near(c[i * N + j], want, fabs(alpha * acc) + fabs(beta * c0[i * N + j]), 0x1p-22),
             "c[%d][%d] = %.9g, not %.9g", i, j, c[i * N + j], want);
    }
  return NULL;
}

static const Test tests[] = {{"exec/hgemm", test_hgemm}};
EXEC_MAIN(tests)
