/* inputs.c - the inputs tests/math measures each function on (ref.h):
 * random ones over its domain, a quarter from each of four ranges, and
 * the special ones. */
#include "ref.h"
#include <stdint.h>
#include <string.h>

static uint64_t rng = 0x9e3779b97f4a7c15u;
static uint64_t next(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng;
}
static double uniform(double a, double b) { return a + (b - a) * ((next() >> 11) * 0x1p-53); }
/* 2^-k for k in [0, n) */
static double small(int n) { return ldexp(1.0, -(int)(next() % n)); }
/* an integer in [a, b] */
static double integer(int a, int b) { return a + (int)(next() % (uint64_t)(b - a + 1)); }
/* any finite float or double of either sign, every exponent equally likely */
static double any(int is_float) {
  for (;;) {
    uint64_t bits = next();
    if (is_float) {
      uint32_t b = (uint32_t)bits;
      float f;
      memcpy(&f, &b, sizeof f);
      if (isfinite(f)) return f;
    } else {
      double d;
      memcpy(&d, &bits, sizeof d);
      if (isfinite(d)) return d;
    }
  }
}
/* a subnormal of the format, either sign */
static double subnormal(int is_float) {
  double s = (is_float ? 0x1p-126 : 0x1p-1022) * uniform(-1, 1);
  return s == 0 ? (is_float ? 0x1p-149 : 0x1p-1074) : s;
}
/* u * 2^k, |k| < half, random sign */
static double scaled(int half) {
  return uniform(-2, 2) * ldexp(1.0, (int)(next() % (2 * half)) - half);
}

void inputs(int domain, int F, double *x, double *y, double *z, double *w, int n) {
  /* the format's limits: e^x overflows past hi_e, underflows below lo_e */
  double hi_e = F ? 88.73 : 709.8, lo_e = F ? -103.98 : -745.2;
  int bits = F ? 24 : 53, maxe = F ? 128 : 1024;
  for (int i = 0; i < n; i++) {
    int part = i % 4;
    double a = any(F), b = fabs(a), c = any(F);
    double X = 0, Y = 0, Z = 0, W = 0;
    switch (domain) {
    case EXP: X = part == 0 ? uniform(lo_e, hi_e) : part == 1 ? uniform(-1, 1)
                : part == 2 ? uniform(-0.35, 0.35) * small(60) : uniform(lo_e + 37, lo_e); break;
    case EXP2: X = part == 0 ? uniform(-maxe - bits + 1, maxe) : part == 1 ? uniform(-1, 1)
                 : part == 2 ? a : uniform(-maxe - bits + 1, -maxe + 2); break;
    case EXP10: X = part == 0 ? uniform(lo_e, hi_e) / M_LN10 : part == 1 ? uniform(-1, 1)
                  : part == 2 ? a : integer(-45, 40); break;
    case EXPM1: X = part == 0 ? uniform(-45, hi_e) : part == 1 ? uniform(-1, 1)
                  : part == 2 ? uniform(-0.35, 0.35) * small(60) : uniform(-3, 40); break;
    case LOG:
      X = part < 2 ? b : part == 2 ? 1.0 + uniform(-0.3, 0.42) * small(F ? 22 : 50) : b * small(60);
      if (part == 3 && i % 8 == 3) X = fabs(subnormal(F));
      break;
    case LOG1P: X = part == 0 ? b : part == 1 ? uniform(-1, 1) * small(60)
                  : part == 2 ? -1.0 + uniform(0, 1) * small(F ? 24 : 53) : uniform(-0.5, 3); break;
    case POW: {
      /* y = t / ln x: results e^t, over the whole range */
      double t = part == 0 ? uniform(-30, 30) : part == 1 ? uniform(lo_e, hi_e) : uniform(-60, 60);
      X = part == 0 ? exp(uniform(-20, 20)) : part == 1 ? uniform(0.5, 2)
        : exp(uniform(lo_e + 5, hi_e - 5));
      Y = t / log(X);
      if (part == 3) { X = -X; Y = integer(-40, 40); }
      if (part == 3 && i % 8 == 7) { X = a; Y = any(F); }
      break;
    }
    case POWI:
      X = part == 0 ? uniform(-10, 10) : part == 1 ? a : part == 2 ? 1 + uniform(-1, 1) * small(30)
        : -exp(uniform(lo_e, hi_e) / 40);
      Y = part == 1 ? integer(-3, 3) : part == 2 ? integer(-(maxe + bits) * 40, maxe * 40)
        : integer(-40, 40);
      break;
    case SQRT: X = part == 0 ? b : part == 1 ? uniform(0, 100) : part == 2 ? fabs(subnormal(F)) : a; break;
    case CBRT: X = part == 0 ? a : part == 1 ? uniform(-100, 100) : part == 2 ? subnormal(F)
                 : uniform(-1, 1) * small(60); break;
    case TRIG:
      X = part == 0 ? uniform(-10, 10) : part == 1 ? uniform(-1e6, 1e6) : part == 2 ? a
        : uniform(-1, 1) * ldexp(1.0, (int)(next() % maxe));
      break;
    case SINPI:
      X = part == 0 ? uniform(-10, 10) : part == 1 ? integer(-4000, 4000) / 4.0
        : part == 2 ? a : integer(-100, 100) + uniform(-1, 1) * small(60);
      break;
    case ATAN: X = part == 0 ? a : part == 1 ? uniform(-10, 10) : part == 2 ? uniform(-1, 1) * small(40)
                 : 1.0 / (uniform(-1, 1) * small(40)); break;
    case ATAN2:
      X = part == 0 ? a : scaled(100);
      Y = part == 0 ? c : part == 3 ? X * uniform(-1, 1) * small(60) : scaled(100);
      break;
    case ARC: X = part == 0 ? uniform(-1, 1) : part == 1 ? uniform(-1, 1) * small(40)
                : (part == 2 ? 1.0 : -1.0) * (1.0 - uniform(0, 1) * small(F ? 24 : 55)); break;
    case HYPERBOLIC: X = part == 0 ? uniform(-hi_e - 1, hi_e + 1) : part == 1 ? uniform(-1, 1) * small(40)
                       : part == 2 ? uniform(-25, 25) : uniform(-0.4, 0.4); break;
    case ASINH: X = part == 0 ? a : part == 1 ? uniform(-1, 1) * small(40) : uniform(-30, 30); break;
    case ACOSH: X = part == 0 ? b : part == 1 ? 1.0 + uniform(0, 1) * small(F ? 24 : 55) : uniform(1, 30); break;
    case ERF: X = part == 0 ? uniform(-6.5, 6.5) : part == 1 ? uniform(-1, 1) * small(60)
                : part == 2 ? uniform(-1.2, 1.2) : a; break;
    case ERFC: /* the last part's results are subnormal (or 0) */
      X = part == 0 ? uniform(-6.5, 28) : part == 1 ? uniform(-1, 1) * small(60)
        : part == 2 ? uniform(0.4, 12) : F ? uniform(9.1, 10.2) : uniform(20, 27.5); break;
    case ERFINV: X = part == 0 ? uniform(-1, 1) : part == 1 ? uniform(-1, 1) * small(60)
                   : (i % 8 == 2 ? 1.0 : -1.0) * (1.0 - uniform(0, 1) * small(bits)); break;
    case ERFCINV: X = part == 0 ? uniform(0, 2) : part == 1 ? exp(uniform(lo_e, 0))
                    : part == 2 ? 2.0 - uniform(0, 1) * small(bits) : fabs(subnormal(F)); break;
    case ERFCX: X = part == 0 ? uniform(-27, 30) : part == 1 ? a : part == 2 ? uniform(-1, 1) * small(60)
                  : exp(uniform(0, F ? 88 : 700)); break;
    case NORMCDF: X = part == 0 ? uniform(-40, 10) : part == 1 ? a : part == 2 ? uniform(-1, 1) * small(60)
                    : F ? uniform(-14.5, -10) : uniform(-38.5, -30); break;
    case NORMCDFINV: X = part == 0 ? uniform(0, 1) : part == 1 ? exp(uniform(lo_e, 0))
                       : part == 2 ? 1.0 - uniform(0, 1) * small(bits) : fabs(subnormal(F)); break;
    case LGAMMA:
      X = part == 0 ? uniform(0, 12) : part == 1 ? exp(uniform(-hi_e, hi_e))
        : part == 2 ? uniform(-40, 0) : 1.0 + (next() & 1) + uniform(-0.2, 0.2) * small(40);
      break;
    case TGAMMA:
      X = part == 0 ? uniform(0, F ? 35.1 : 171.7) : part == 1 ? uniform(-1, 1) * small(60)
        : part == 2 ? uniform(F ? -42 : -185, 0) : uniform(0, 12);
      break;
    case BESSEL_JY: /* J and Y: below 8 (ulps), then the oscillating tail */
      X = part == 0 ? uniform(-8, 8) : part == 1 ? uniform(8, 40) : part == 2 ? uniform(-1e4, 1e4)
        : i % 8 == 3 ? uniform(0, 1) * small(60) : a;
      break;
    case BESSEL_I: /* to where e^x overflows */
      X = part == 0 ? uniform(-30, 30) : part == 1 ? uniform(-hi_e, hi_e)
        : part == 2 ? uniform(-1, 1) * small(60) : a;
      break;
    case FMA: /* the last part cancels: z = -x y, rounded */
      X = part == 0 ? a : scaled(F ? 60 : 500);
      Y = part == 0 ? c : scaled(F ? 60 : 500);
      Z = part == 0 ? any(F) : part == 1 ? scaled(F ? 120 : 1000)
        : part == 2 ? X * Y * uniform(-1, 1) * small(bits + 3) : -(X * Y);
      if (F && part == 3) Z = (float)Z;
      break;
    case ARITH: /* close operands, so differences cancel */
      X = part == 0 ? a : part == 1 ? uniform(-10, 10) : scaled(F ? 60 : 500);
      Y = part == 0 ? c : part == 1 ? uniform(-10, 10) : part == 2 ? scaled(F ? 60 : 500)
        : X * (1 + uniform(-1, 1) * small(bits));
      break;
    case FMOD: /* x much larger than y too */
      X = part == 0 ? a : part == 1 ? uniform(-10, 10) : part == 2 ? scaled(F ? 60 : 500) : a;
      Y = part == 0 ? c : part == 1 ? uniform(-3, 3) : part == 2 ? scaled(F ? 60 : 500)
        : uniform(-1, 1) * small(F ? 100 : 900);
      break;
    case ANY: X = part < 2 ? a : part == 2 ? uniform(-10, 10) : subnormal(F); Y = c; break;
    case ROUND: X = part == 0 ? a : part == 1 ? integer(-2000, 2000) / 2.0
                  : part == 2 ? uniform(-10, 10) : uniform(-1, 1) * ldexp(1.0, bits + 1); break;
    case LROUND: X = part == 0 ? uniform(-1e6, 1e6) : part == 1 ? integer(-2000, 2000) / 2.0
                   : part == 2 ? uniform(-10, 10) : uniform(-1, 1) * 0x1p62; break;
    case LDEXP:
      X = part == 3 ? subnormal(F) : a;
      Y = part == 0 ? integer(-2 * maxe - bits, 2 * maxe) : integer(-60, 60);
      break;
    case HYPOT:
      X = part == 0 ? a : scaled(100) * 5;
      Y = part == 0 ? c : X * uniform(-2, 2) * small(60);
      break;
    case NORM: {
      double s = ldexp(1.0, (int)integer(F ? -140 : -1070, F ? 120 : 1015));
      X = part == 0 ? a : part == 1 ? uniform(-10, 10) : uniform(-1, 1) * s;
      Y = part == 0 ? c : part == 1 ? uniform(-10, 10) : uniform(-1, 1) * s * (part == 3 ? small(40) : 1);
      Z = part == 0 ? any(F) : part == 1 ? uniform(-10, 10) : uniform(-1, 1) * s;
      W = part == 0 ? any(F) : part == 1 ? uniform(-10, 10) : uniform(-1, 1) * s * (part == 3 ? small(40) : 1);
      break;
    }
    case FAST_EXP: X = part < 2 ? uniform(-10, 10) : uniform(-103, 88.7); break;
    case FAST_EXP10: X = part < 2 ? uniform(-4, 4) : uniform(-45, 38.5); break;
    case FAST_LOG: X = part == 0 ? uniform(0.5, 2) : part == 1 ? exp(uniform(-13.8, 13.8)) : b; break;
    case FAST_TRIG: X = uniform(-M_PI, M_PI); break;
    case FAST_TAN: X = uniform(-1.47 * M_PI, 1.47 * M_PI); break;
    case FAST_POW: X = uniform(-4, 4); Y = part == 3 ? integer(-2, 2) : uniform(-2, 2); break;
    case FAST_DIV: /* 2^-126 <= |y| <= 2^126, as CUDA bounds __fdividef */
      X = part == 0 ? a : uniform(-100, 100);
      Y = uniform(1, 2) * ldexp(1.0, (int)integer(-126, 125)) * (next() & 1 ? 1 : -1);
      break;
    }
    if (F) X = (float)X, Y = (float)Y, Z = (float)Z, W = (float)W;
    x[i] = X, y[i] = Y, z[i] = Z, w[i] = W;
  }
}

/* the special inputs, double and float */
static const double sp_double[] = {
    0.0, -0.0, 0x1p-1074, -0x1p-1074, 0x0.fffffffffffffp-1022, -0x0.fffffffffffffp-1022,
    0x1p-1022, -0x1p-1022, DBL_MAX, -DBL_MAX, INFINITY, -INFINITY, NAN, 1.0, -1.0,
    0.5, -0.5, 1.5, -2.5, 2.0, -2.0, 3.0, 0.25, 0x1.fffffffffffffp51 /* 2^52 - 1/2 */, 0x1p53,
    1e22, -1e22, 0x1p1023,
    /* the double nearest pi/2, and the one nearest a multiple of it
     * (6381956970095103 * 2^797: the hardest argument reduction) */
    0x1.921fb54442d18p+0, 0x1.6ac5b262ca1ffp+849,
    709.8, -745.2, 710.0, -746.0, 1e300, 1e-300, 1e-10, 27.3, -40.0};
static const float sp_float[] = {
    0.0f, -0.0f, 0x1p-149f, -0x1p-149f, 0x0.fffffep-126f, -0x0.fffffep-126f,
    0x1p-126f, -0x1p-126f, FLT_MAX, -FLT_MAX, INFINITY, -INFINITY, NAN, 1.0f, -1.0f,
    0.5f, -0.5f, 1.5f, -2.5f, 2.0f, -2.0f, 3.0f, 0.25f, 0x1.fffffep22f /* 2^23 - 1/2 */, 0x1p24f,
    1e22f, -1e22f, 0x1p127f,
    /* the float nearest pi/2; the float nearest a multiple of pi/2 for
     * its size (12438944 * 2^103, 2^-151.9 x from one, found by trying
     * every float) */
    0x1.921fb6p+0f, 0x1.7b9b4p+126f,
    88.8f, -104.0f, 89.0f, -105.0f, 1e30f, 1e-30f, 1e-10f, 10.1f, -14.0f};
/* y where it is an integer (powi, ldexp, scalbn) */
static const double sp_int[] = {0, 1, -1, 2, -2, 3, -3, 24, -149, 1074, -1074, 2000, -2000,
                                2147483647, -2147483647};
#define COUNT(a) (int)(sizeof a / sizeof a[0])

int specials(int nargs, int int_y, int F, double *x, double *y, double *z, double *w) {
  int ns = F ? COUNT(sp_float) : COUNT(sp_double), n = 0;
  double s[64];
  for (int i = 0; i < ns; i++)
    s[i] = F ? sp_float[i] : sp_double[i];
  for (int i = 0; i < ns; i++)
    for (int j = 0; j < (nargs == 1 ? 1 : int_y ? COUNT(sp_int) : ns); j++, n++) {
      x[n] = s[i];
      y[n] = nargs == 1 ? 0 : int_y ? sp_int[j] : s[j];
      z[n] = s[(i + j) % ns];
      w[n] = s[(7 * i + j) % ns];
    }
  return n;
}
