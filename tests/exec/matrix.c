/* matrix.c - tests/kernels/matrix.hip: 16x16 tile products C = A * B.  On
 * the host target the kernels take their MFMA path, as on gfx90a (the
 * host computes the instructions: docs/host.md); on gfx11 they are WMMA,
 * whose code, and MFMA's, tests/kernels/run.sh compares with clang's.  The inputs are small
 * multiples of 1/4, so every sum is exact and the order of the adds
 * cannot matter. */
#include "../lib/check.h"

#include <math.h>

/* the bits of a half holding v, a multiple of 1/4 below 2048 in size */
static unsigned short half_bits(double v) {
  if (v == 0)
    return 0;
  int e;
  double m = frexp(fabs(v), &e); /* v = m 2^e, m in [0.5, 1) */
  unsigned mant = (unsigned)(m * 2048) - 1024;
  return (unsigned short)((v < 0) << 15 | (unsigned)(e + 14) << 10 | mant);
}

static const char *test_gemm_f16(void) {
  static unsigned short a[256], b[256];
  static double av[256], bv[256];
  static float c[256];
  for (int i = 0; i < 256; i++) {
    av[i] = ((int)(rng() % 33) - 16) / 4.0;
    bv[i] = ((int)(rng() % 33) - 16) / 4.0;
    a[i] = half_bits(av[i]);
    b[i] = half_bits(bv[i]);
  }
  KERNEL(f, "gemm_f16");
  DEVICE(unsigned short *, da, a, sizeof a);
  DEVICE(unsigned short *, db, b, sizeof b);
  DEVICE(float *, dc, NULL, sizeof c);
  LAUNCH(f, 1, 1, 1, 64, 1, 1, 0, &da, &db, &dc);
  TO_HOST(c, dc, sizeof c);
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 16; j++) {
      double want = 0;
      for (int k = 0; k < 16; k++)
        want += av[i * 16 + k] * bv[k * 16 + j];
      EXPECT(c[i * 16 + j] == want, "C[%d][%d] = %g, not %g", i, j, c[i * 16 + j], want);
    }
  return NULL;
}

static const char *test_gemm_i8(void) {
  static signed char a[256], b[256];
  static int c[256];
  for (int i = 0; i < 256; i++) {
    a[i] = (signed char)(rng() % 256 - 128);
    b[i] = (signed char)(rng() % 256 - 128);
  }
  KERNEL(f, "gemm_i8");
  DEVICE(signed char *, da, a, sizeof a);
  DEVICE(signed char *, db, b, sizeof b);
  DEVICE(int *, dc, NULL, sizeof c);
  LAUNCH(f, 1, 1, 1, 64, 1, 1, 0, &da, &db, &dc);
  TO_HOST(c, dc, sizeof c);
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 16; j++) {
      int want = 0;
      for (int k = 0; k < 16; k++)
        want += a[i * 16 + k] * b[k * 16 + j];
      EXPECT(c[i * 16 + j] == want, "C[%d][%d] = %d, not %d", i, j, c[i * 16 + j], want);
    }
  return NULL;
}

static const char *test_gemm_f64(void) {
  static double a[64], b[64], c[256];
  for (int i = 0; i < 64; i++) {
    a[i] = ((int)(rng() % 2001) - 1000) / 8.0;
    b[i] = ((int)(rng() % 2001) - 1000) / 8.0;
  }
  KERNEL(f, "gemm_f64");
  DEVICE(double *, da, a, sizeof a);
  DEVICE(double *, db, b, sizeof b);
  DEVICE(double *, dc, NULL, sizeof c);
  LAUNCH(f, 1, 1, 1, 64, 1, 1, 0, &da, &db, &dc);
  TO_HOST(c, dc, sizeof c);
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 16; j++) {
      double want = 0;
      for (int k = 0; k < 4; k++)
        want += a[i * 4 + k] * b[k * 16 + j];
      EXPECT(c[i * 16 + j] == want, "C[%d][%d] = %g, not %g", i, j, c[i * 16 + j], want);
    }
  return NULL;
}

/* values both 8-bit floats hold exactly (multiples of 1/4 up to 2 in size)
 * come back unchanged, in both formats, whatever the random bits */
static const char *test_fp8_round(void) {
  enum { N = 256 };
  static float x[2 * N], y[3 * N];
  static unsigned rnd[N];
  static int packed[N];
  for (int i = 0; i < 2 * N; i++)
    x[i] = ((int)(rng() % 17) - 8) / 4.0f;
  for (int i = 0; i < N; i++)
    rnd[i] = rng();
  KERNEL(f, "fp8_round");
  DEVICE(float *, dx, x, sizeof x);
  DEVICE(unsigned *, dr, rnd, sizeof rnd);
  DEVICE(int *, dp, packed, sizeof packed);
  DEVICE(float *, dy, y, sizeof y);
  int n = N;
  LAUNCH(f, N / 64, 1, 1, 64, 1, 1, 0, &dx, &dr, &dp, &dy, &n);
  TO_HOST(y, dy, sizeof y);
  TO_HOST(packed, dp, sizeof packed);
  for (int i = 0; i < N; i++)
    EXPECT(y[3 * i] == x[2 * i] && y[3 * i + 1] == x[2 * i + 1] && y[3 * i + 2] == x[2 * i],
           "%g, %g came back as %g, %g and %g (word %#x)", x[2 * i], x[2 * i + 1], y[3 * i],
           y[3 * i + 1], y[3 * i + 2], (unsigned)packed[i]);
  return NULL;
}

static const Test tests[] = {
    {"matrix/gemm_f16", test_gemm_f16},
    {"matrix/gemm_i8", test_gemm_i8},
    {"matrix/gemm_f64", test_gemm_f64},
    {"matrix/fp8_round", test_fp8_round},
};
EXEC_MAIN(tests)
