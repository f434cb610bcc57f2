/* complex.c - k/complex.hip against C's complex arithmetic (C17 G.5):
 * sums, differences and conjugates exactly; products, quotients, the
 * fused form and the modulus within a few ulps of the magnitude of their
 * terms (HIP's formulas contract to fma and do not scale, C's may round
 * otherwise). */
#include "../../lib/check.h"

#include <complex.h>

/* near (check.h) within k units of precision eps of scale */
#define ULPS(got, want, scale, eps, k) near((got), (want), (scale), (k) * (eps))

static const char *test_float(void) {
  enum { N = 1000 };
  static float p[2 * N], q[2 * N], out[16 * N];
  for (int i = 0; i < 2 * N; i++)
    p[i] = frand(-100, 100), q[i] = frand(-100, 100);
  KERNEL(f, "complex_float");
  DEVICE(float *, dp, p, sizeof p);
  DEVICE(float *, dq, q, sizeof q);
  DEVICE(float *, dout, out, sizeof out);
  int n = N;
  LAUNCH(f, (N + 63) / 64, 1, 1, 64, 1, 1, 0, &dp, &dq, &dout, &n);
  TO_HOST(out, dout, sizeof out);
  const double e = 0x1p-24;
  for (int i = 0; i < N; i++) {
    double complex a = CMPLX(p[2 * i], p[2 * i + 1]), b = CMPLX(q[2 * i], q[2 * i + 1]);
    double ar = creal(a), ai = cimag(a), br = creal(b), bi = cimag(b);
    const float *o = out + 16 * i;
    double complex mul = a * b, div = a / b, fma_ = a * b + CMPLX(br, ai);
    double mag = (fabs(ar) + fabs(ai)) * (fabs(br) + fabs(bi));
    EXPECT(o[0] == (float)(ar + br) && o[1] == (float)(ai + bi) && o[2] == (float)(ar - br) &&
               o[3] == (float)(ai - bi) && o[8] == (float)ar && o[9] == (float)-ai &&
               o[14] == (float)ar && o[15] == (float)ai,
           "%d: sum, difference, conjugate or round trip wrong", i);
    EXPECT(ULPS(o[4], creal(mul), mag, e, 2) && ULPS(o[5], cimag(mul), mag, e, 2),
           "%d: (%g%+gi)(%g%+gi) = %g%+gi, not %g%+gi", i, ar, ai, br, bi, o[4], o[5], creal(mul),
           cimag(mul));
    double dscale = mag / (br * br + bi * bi);
    EXPECT(ULPS(o[6], creal(div), dscale, e, 4) && ULPS(o[7], cimag(div), dscale, e, 4),
           "%d: quotient %g%+gi, not %g%+gi", i, o[6], o[7], creal(div), cimag(div));
    EXPECT(ULPS(o[10], cabs(a), cabs(a), e, 2) &&
               ULPS(o[11], br * br + bi * bi, br * br + bi * bi, e, 2),
           "%d: |a| = %g, not %g, or |b|^2 = %g", i, o[10], cabs(a), o[11]);
    EXPECT(ULPS(o[12], creal(fma_), mag + fabs(br), e, 3) &&
               ULPS(o[13], cimag(fma_), mag + fabs(ai), e, 3),
           "%d: fma %g%+gi, not %g%+gi", i, o[12], o[13], creal(fma_), cimag(fma_));
  }
  return NULL;
}

static const char *test_double(void) {
  enum { N = 1000 };
  static double p[2 * N], q[2 * N], out[14 * N];
  for (int i = 0; i < 2 * N; i++)
    p[i] = frand(-100, 100) + frand(0, 1) * 0x1p-30, q[i] = frand(-100, 100);
  KERNEL(f, "complex_double");
  DEVICE(double *, dp, p, sizeof p);
  DEVICE(double *, dq, q, sizeof q);
  DEVICE(double *, dout, out, sizeof out);
  int n = N;
  LAUNCH(f, (N + 63) / 64, 1, 1, 64, 1, 1, 0, &dp, &dq, &dout, &n);
  TO_HOST(out, dout, sizeof out);
  const double e = 0x1p-53;
  for (int i = 0; i < N; i++) {
    double ar = p[2 * i], ai = p[2 * i + 1], br = q[2 * i], bi = q[2 * i + 1];
    double complex a = CMPLX(ar, ai), b = CMPLX(br, bi);
    double complex mul = a * b, div = a / b, fma_ = a * b + CMPLX(br, ai);
    const double *o = out + 14 * i;
    double mag = (fabs(ar) + fabs(ai)) * (fabs(br) + fabs(bi));
    EXPECT(o[0] == ar + br && o[1] == ai + bi && o[2] == ar - br && o[3] == ai - bi &&
               o[8] == ar && o[9] == -ai,
           "%d: sum, difference or conjugate wrong", i);
    EXPECT(ULPS(o[4], creal(mul), mag, e, 2) && ULPS(o[5], cimag(mul), mag, e, 2),
           "%d: product %g%+gi, not %g%+gi", i, o[4], o[5], creal(mul), cimag(mul));
    double dscale = mag / (br * br + bi * bi);
    EXPECT(ULPS(o[6], creal(div), dscale, e, 4) && ULPS(o[7], cimag(div), dscale, e, 4),
           "%d: quotient %g%+gi, not %g%+gi", i, o[6], o[7], creal(div), cimag(div));
    EXPECT(ULPS(o[10], cabs(a), cabs(a), e, 2) &&
               ULPS(o[11], br * br + bi * bi, br * br + bi * bi, e, 2),
           "%d: |a| = %g, not %g", i, o[10], cabs(a));
    EXPECT(ULPS(o[12], creal(fma_), mag + fabs(br), e, 3) &&
               ULPS(o[13], cimag(fma_), mag + fabs(ai), e, 3),
           "%d: fma %g%+gi, not %g%+gi", i, o[12], o[13], creal(fma_), cimag(fma_));
  }
  return NULL;
}

static const Test tests[] = {{"k/complex/float", test_float}, {"k/complex/double", test_double}};
EXEC_MAIN(tests)
