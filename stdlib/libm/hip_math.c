/* libm/hip_math.c - the functions HIP's device math adds to C's
 * (HIP's math_functions.h; CUDA's math API): reciprocal roots, sinpi and
 * cospi, sincos, the vector norms, powi and fdividef.  Compiled by hipc
 * into a program that calls one of these (sema/library.def).  Double
 * forms correct their first result once in double-double, float forms
 * compute in double and round once (docs/math.md has the errors). */
#include <__hipc_math.h>
#include <math.h>

/* ---- reciprocal roots ----
 * x = m 2^(nk) with m near 1, so that the correction's powers of the
 * result neither overflow nor underflow; then r = m^(-1/n) and one
 * Newton step r + r (1 - m r^n) / n, with m r^n in double-double
 * (1 - m r^n is then exact, as m r^n is near 1). */
static double rroot_scaled(double x, int n) {
  int e;
  double f = __builtin_frexp(x, &e);
  int k = e >= 0 ? e / n : -((-e + n - 1) / n);
  double m = __builtin_ldexp(f, e - n * k); /* [1/2, 2^(n-1)) */
  double r = n == 2 ? 1.0 / __builtin_sqrt(m) : 1.0 / __hipc_cbrt(m);
  double p = m, pl = 0.0; /* m r^i, as p + pl */
  for (int i = 0; i < n; i++) {
    double q = __hipc_mul(p, r);
    pl = __builtin_fma(p, r, -q) + pl * r;
    p = q;
  }
  double err = (1.0 - p) - pl;
  return __builtin_ldexp(__builtin_fma(r, err / n, r), -k);
}

double rsqrt(double x) {
  if (!(x > 0.0) || x == __builtin_huge_val())
    return 1.0 / __builtin_sqrt(x);
  return rroot_scaled(x, 2);
}
float rsqrtf(float x) { return (float)(1.0 / __builtin_sqrt((double)x)); }

double rcbrt(double x) {
  double ax = __builtin_fabs(x);
  if (!(ax > 0.0) || ax == __builtin_huge_val())
    return 1.0 / __hipc_cbrt(x);
  return __builtin_copysign(rroot_scaled(ax, 3), x);
}
float rcbrtf(float x) { return (float)(1.0 / __hipc_cbrt((double)x)); }

/* ---- sin(pi x), cos(pi x) ----
 * x is reduced exactly: |x| mod 2 (fmod is exact) is a in [0, 1), then
 * cos(pi a) is the cosine kernel of pi a, the sine kernel of pi (1/2 -
 * a) or minus the cosine kernel of pi (1 - a), each difference exact.
 * Integers give sinpi's zeros the sign of x and cospi's halves +0, as
 * IEEE 754's sinPi and cosPi do. */
static __hipc_dd pi_times(double q) {
  double t = __hipc_mul(q, 0x1.921fb54442d18p+1);
  __hipc_dd v = {t, __builtin_fma(q, 0x1.921fb54442d18p+1, -t) + q * 0x1.1a62633145c07p-53};
  return v;
}

static double cospi_reduced(double a) {
  __hipc_dd k;
  double s = 1.0;
  if (a <= 0.25) {
    __hipc_dd t = pi_times(a);
    k = __hipc_cos_kernel(t.hi, t.lo);
  } else if (a < 0.75) {
    if (a == 0.5)
      return 0.0;
    __hipc_dd t = pi_times(0.5 - a);
    k = __hipc_sin_kernel(t.hi, t.lo);
  } else {
    __hipc_dd t = pi_times(1.0 - a);
    k = __hipc_cos_kernel(t.hi, t.lo);
    s = -1.0;
  }
  return s * (k.hi + k.lo);
}

double sinpi(double x) {
  if (!(__builtin_fabs(x) < __builtin_huge_val()))
    return x - x;
  __hipc_dd v = __hipc_sinpi(x);
  double r = v.hi + v.lo;
  return r == 0.0 ? __builtin_copysign(0.0, x) : r;
}
float sinpif(float x) { return (float)sinpi(x); }

double cospi(double x) {
  if (!(__builtin_fabs(x) < __builtin_huge_val()))
    return x - x;
  double a = __builtin_fmod(__builtin_fabs(x), 2.0);
  double r = a >= 1.0 ? -cospi_reduced(a - 1.0) : cospi_reduced(a);
  return r == 0.0 ? 0.0 : r;
}
float cospif(float x) { return (float)cospi(x); }

void sincospi(double x, double *s, double *c) {
  *s = sinpi(x);
  *c = cospi(x);
}
void sincospif(float x, float *s, float *c) {
  *s = sinpif(x);
  *c = cospif(x);
}
void sincos(double x, double *s, double *c) {
  *s = __hipc_sin(x);
  *c = __hipc_cos(x);
}
void sincosf(float x, float *s, float *c) {
  *s = (float)__hipc_sin(x);
  *c = (float)__hipc_cos(x);
}

/* ---- norms: the square root of a sum of squares without overflow or
 * underflow: scaled by the largest element's binary exponent, the sum in
 * double-double, its root corrected once (as hypot).  An infinity wins
 * over a NaN, as in hypot (C17 F.10.4.3). ---- */
static double norm_of(int n, const double *a, bool reciprocal) {
  double big = 0.0;
  bool nan = false;
  for (int i = 0; i < n; i++) {
    double v = __builtin_fabs(a[i]);
    if (v == __builtin_huge_val())
      return reciprocal ? 0.0 : v;
    nan |= v != v;
    big = v > big ? v : big;
  }
  if (nan)
    return __builtin_nan("");
  if (big == 0.0)
    return reciprocal ? __builtin_huge_val() : 0.0;
  int e;
  __builtin_frexp(big, &e);
  __hipc_dd s = {0.0, 0.0};
  for (int i = 0; i < n; i++) {
    double v = __builtin_ldexp(a[i], -e);
    double p = __hipc_mul(v, v);
    __hipc_dd t = __hipc_two_sum(s.hi, p);
    t.lo += s.lo + __builtin_fma(v, v, -p);
    s = __hipc_fast_two_sum(t.hi, t.lo);
  }
  double h = __builtin_sqrt(s.hi);
  double hl = (__builtin_fma(-h, h, s.hi) + s.lo) / (2.0 * h);
  if (!reciprocal)
    return __builtin_ldexp(h + hl, e);
  double q = 1.0 / h; /* 1 / (h + hl), corrected once */
  q += q * (__builtin_fma(-q, h, 1.0) - q * hl);
  return __builtin_ldexp(q, -e);
}

/* a float vector's: each square and their sum are exact or nearly so in
 * double, whose range holds them */
static double fnorm_sq(int n, const float *a, bool *inf) {
  double s = 0.0;
  *inf = false;
  for (int i = 0; i < n; i++) {
    double v = a[i];
    *inf |= __builtin_fabs(v) == __builtin_huge_val();
    s = __builtin_fma(v, v, s);
  }
  return s;
}

double norm(int n, const double *a) { return norm_of(n, a, false); }
double rnorm(int n, const double *a) { return norm_of(n, a, true); }
double rhypot(double x, double y) {
  double a[2] = {x, y};
  return norm_of(2, a, true);
}
double norm3d(double x, double y, double z) {
  double a[3] = {x, y, z};
  return norm_of(3, a, false);
}
double rnorm3d(double x, double y, double z) {
  double a[3] = {x, y, z};
  return norm_of(3, a, true);
}
double norm4d(double x, double y, double z, double w) {
  double a[4] = {x, y, z, w};
  return norm_of(4, a, false);
}
double rnorm4d(double x, double y, double z, double w) {
  double a[4] = {x, y, z, w};
  return norm_of(4, a, true);
}

float normf(int n, const float *a) {
  bool inf;
  double s = fnorm_sq(n, a, &inf);
  return inf ? __builtin_huge_valf() : (float)__builtin_sqrt(s);
}
float rnormf(int n, const float *a) {
  bool inf;
  double s = fnorm_sq(n, a, &inf);
  return inf ? 0.0f : (float)(1.0 / __builtin_sqrt(s));
}
float rhypotf(float x, float y) {
  float a[2] = {x, y};
  return rnormf(2, a);
}
float norm3df(float x, float y, float z) {
  float a[3] = {x, y, z};
  return normf(3, a);
}
float rnorm3df(float x, float y, float z) {
  float a[3] = {x, y, z};
  return rnormf(3, a);
}
float norm4df(float x, float y, float z, float w) {
  float a[4] = {x, y, z, w};
  return normf(4, a);
}
float rnorm4df(float x, float y, float z, float w) {
  float a[4] = {x, y, z, w};
  return rnormf(4, a);
}

/* ---- powi: x to an integer power, as pow(x, n) ---- */
double powi(double x, int n) { return __hipc_pow(x, (double)n); }
float powif(float x, int n) { return (float)__hipc_pow(x, (double)n); }

/* x / y, as HIP's fdividef (no fast form here) */
float fdividef(float x, float y) { return x / y; }
