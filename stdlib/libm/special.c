/* libm/special.c - HIP's special functions in double and float: the
 * inverse error functions (erfinv, erfcinv), the scaled complementary one
 * (erfcx), the normal distribution and its inverse (normcdf, normcdfinv),
 * Bessel functions of the first and second kind (j0 j1 jn y0 y1 yn) and
 * the modified ones of order 0 and 1 (cyl_bessel_i0, cyl_bessel_i1).
 * Each float form rounds the double result once.  Compiled into a program
 * that calls one (sema/library.def); docs/math.md, "Special functions",
 * says how each is computed and how accurate it is. */
#include <__hipc_math.h>
#include <math.h>

typedef __hipc_dd dd;

#define SQRT1_2 0x1.6a09e667f3bcdp-1
#define SQRT1_2_LO -0x1.bdd3413b26456p-55
#define SQRT2 0x1.6a09e667f3bcdp+0
#define SQRT_PI_2 0x1.c5bf891b4ef6bp-1 /* sqrt(pi) / 2 */
#define INV_SQRT_PI 0x1.20dd750429b6dp-1
static const dd TWO_OVER_PI = {0x1.45f306dc9c883p-1, -0x1.6b01ec5417056p-55};
static const dd INV_PI = {0x1.45f306dc9c883p-2, -0x1.6b01ec5417056p-56};
static const dd EULER_GAMMA = {0x1.2788cfc6fb619p-1, -0x1.6cb90701fbfabp-58};
static const dd LN2 = {0x1.62e42fefa39efp-1, 0x1.abc9e3b39803fp-56};
static const dd TWO_PI = {0x1.921fb54442d18p+2, 0x1.1a62633145c07p-52};

/* ---- double-double steps ---------------------------------------------------- */

static dd dd_add(dd a, dd b) {
  dd s = __hipc_two_sum(a.hi, b.hi);
  return __hipc_fast_two_sum(s.hi, s.lo + a.lo + b.lo);
}

static dd dd_scale(dd a, double b) { /* a * b */
  double p = __hipc_mul(a.hi, b);
  return __hipc_fast_two_sum(p, __builtin_fma(a.hi, b, -p) + a.lo * b);
}

static dd dd_div(dd a, double b) { /* a / b */
  double q = a.hi / b;
  double r = __builtin_fma(-q, b, a.hi) + a.lo;
  return __hipc_fast_two_sum(q, r / b);
}

static dd dd_neg(dd a) {
  a.hi = -a.hi;
  a.lo = -a.lo;
  return a;
}

static dd dd_of(double a) {
  dd r = {a, 0.0};
  return r;
}

/* x^2 / 4, exactly */
static dd quarter_square(double x) {
  double s = __hipc_mul(x, x);
  dd r = {s * 0.25, __builtin_fma(x, x, -s) * 0.25};
  return r;
}

/* ---- erfcx, erfinv, erfcinv ---------------------------------------------------- */

/* e^(x^2) erfc x for x >= 0: e^(x^2) erfc x below 0.5, the Chebyshev
 * series erfc uses (<__hipc_math.h>) to 28, its asymptotic series
 * 1/(x sqrt pi) sum (-1)^k (2k-1)!! / (2x^2)^k above */
static double erfcx_nonneg(double x) {
  if (x < 0.5)
    return __hipc_exp(__hipc_mul(x, x)) * __hipc_erfc(x);
  if (x < 28.0) {
    dd r = __hipc_erfcx_series(x);
    return r.hi + r.lo;
  }
  if (x > 0x1p26)
    return INV_SQRT_PI / x;
  /* the terms after the first summed apart, then added to it once */
  double u = 1.0 / (2.0 * x * x), term = 1.0, tail = 0.0;
  for (int k = 1; k < 12; k++) {
    term *= -(2.0 * k - 1.0) * u;
    tail += term;
  }
  return INV_SQRT_PI / x * (1.0 + tail);
}

static double erfcx_(double x) {
  if (x != x)
    return x;
  if (x >= 0.0)
    return erfcx_nonneg(x);
  if (x < -26.7)
    return __builtin_inf(); /* 2 e^(x^2) overflows */
  /* 2 e^(x^2) - erfcx(-x), e^(x^2) of the exact square */
  double s = __hipc_mul(x, x), sl = __builtin_fma(x, x, -s);
  int k;
  dd e = __hipc_exp_dd_scaled(s, sl, &k);
  double rest = __builtin_ldexp(-erfcx_nonneg(-x), -k - 1);
  return __builtin_ldexp(e.hi + (e.lo + rest), k + 1);
}

/* erfc x = t for 0 < t <= 0.5 (x >= 0.47): x^2 = -ln t - ln(x sqrt pi)
 * to start, then Newton's steps x += (erfc x - t) / (2/sqrt(pi) e^(-x^2)),
 * written (erfcx(x) - t e^(x^2)) sqrt(pi)/2 so that nothing underflows,
 * t e^(x^2) as e^(x^2 + ln t) of double-doubles */
static double erfcinv_tail(double t) {
  dd lt = __hipc_log_dd(t);
  double w = -lt.hi;
  double x = __builtin_sqrt(w - 0.5 * __hipc_log(0x1.921fb54442d18p+1 * w));
  for (int i = 0; i < 10; i++) {
    double s = __hipc_mul(x, x), sl = __builtin_fma(x, x, -s);
    dd arg = __hipc_two_sum(s, lt.hi);
    int k;
    dd e = __hipc_exp_dd_scaled(arg.hi, arg.lo + sl + lt.lo, &k);
    double te = __builtin_ldexp(e.hi + e.lo, k);
    double step = (erfcx_nonneg(x) - te) * SQRT_PI_2;
    x += step;
    if (__builtin_fabs(step) <= 0x1p-54 * x)
      break;
  }
  return x;
}

/* erf x = y for |y| <= 0.5: erfinv's Maclaurin series in z = sqrt(pi)/2 y
 * to z^11 to start, then Newton's steps on erf */
static double erfinv_mid(double y) {
  double z = SQRT_PI_2 * y, z2 = z * z;
  double p = 34807.0 / 178200.0;
  p = __builtin_fma(p, z2, 4369.0 / 22680.0);
  p = __builtin_fma(p, z2, 127.0 / 630.0);
  p = __builtin_fma(p, z2, 7.0 / 30.0);
  p = __builtin_fma(p, z2, 1.0 / 3.0);
  double x = __builtin_fma(p * z2, z, z);
  for (int i = 0; i < 3; i++) {
    double f = __hipc_erf(x) - y;
    x -= f * SQRT_PI_2 * __hipc_exp(__hipc_mul(x, x));
  }
  return x;
}

static double erfinv_(double y) {
  double ay = __builtin_fabs(y);
  if (y != y || ay > 1.0)
    return __builtin_nan("");
  if (ay == 1.0)
    return __builtin_copysign(__builtin_inf(), y);
  if (ay <= 0.5)
    return y == 0.0 ? y : erfinv_mid(y);
  return __builtin_copysign(erfcinv_tail(1.0 - ay), y); /* 1 - |y| exact */
}

static double erfcinv_(double t) {
  if (t != t || t < 0.0 || t > 2.0)
    return __builtin_nan("");
  if (t == 0.0)
    return __builtin_inf();
  if (t == 2.0)
    return -__builtin_inf();
  if (t <= 0.5)
    return erfcinv_tail(t);
  if (t < 1.5)
    return erfinv_mid(1.0 - t); /* exact for t in [0.5, 2] */
  return -erfcinv_tail(2.0 - t);
}

/* ---- the normal distribution ------------------------------------------------------ */

/* erfc(-x / sqrt 2) / 2, the argument a double-double and its low part
 * applied as erfc's derivative */
static double normcdf_(double x) {
  if (x != x)
    return x;
  if (__builtin_isinf(x))
    return x > 0.0 ? 1.0 : 0.0;
  double t = __hipc_mul(-x, SQRT1_2);
  double tl = __builtin_fma(-x, SQRT1_2, -t) - x * SQRT1_2_LO;
  double r = __hipc_erfc(t);
  double slope = __HIPC_2_SQRTPI * __hipc_exp(-__hipc_mul(t, t));
  return 0.5 * (r - slope * tl);
}

static double normcdfinv_(double p) {
  if (p != p || p < 0.0 || p > 1.0)
    return __builtin_nan("");
  return -SQRT2 * erfcinv_(2.0 * p) + 0.0; /* +0 at 0.5 */
}

/* ---- Bessel functions of integer order ------------------------------------------ */

/* below 20 the power series, summed in double-double; from 20 on Hankel's
 * asymptotic expansion (its smallest term is about e^(-2x)) */
#define BESSEL_SERIES_BELOW 20.0

/* J0 or J1 by its series: (x/2)^nu sum (-x^2/4)^k / (k! (k+nu)!) */
static dd bessel_j_series(double x, int nu) {
  dd q = dd_neg(quarter_square(x));
  dd term = nu ? dd_of(0.5 * x) : dd_of(1.0), sum = term;
  for (int k = 1; k < 90; k++) {
    term = dd_div(__hipc_dd_mul(term, q), (double)k * (double)(k + nu));
    sum = dd_add(sum, term);
    if (__builtin_fabs(term.hi) < 0x1p-110 * __builtin_fabs(sum.hi) + 0x1p-1000 &&
        (double)k * k > -q.hi) /* past the largest term */
      break;
  }
  return sum;
}

/* (2/pi)(ln(x/2) + gamma), the logarithm's part of Y0 and Y1 */
static dd bessel_log(double x) {
  dd l = dd_add(__hipc_log_dd(x), dd_neg(LN2));
  return __hipc_dd_mul(TWO_OVER_PI, dd_add(l, EULER_GAMMA));
}

/* Y0 = (2/pi)(ln(x/2) + gamma) J0 + (2/pi) sum_{k>=1} (-1)^(k+1) H_k (x^2/4)^k / k!^2;
 * Y1 = (2/pi)(ln(x/2) + gamma) J1 - 2/(pi x)
 *      - (1/pi) sum_{k>=0} (-1)^k (H_k + H_(k+1)) (x/2)^(2k+1) / (k! (k+1)!),
 * H_k the harmonic numbers, in double-double */
static double bessel_y_series(double x, int nu) {
  dd q = dd_neg(quarter_square(x));
  dd term = nu ? dd_of(0.5 * x) : dd_of(1.0);
  dd h = dd_of(0.0), sum = dd_of(0.0);
  for (int k = nu ? 0 : 1; k < 90; k++) {
    if (k > 0 || !nu) {
      if (k > 0)
        term = dd_div(__hipc_dd_mul(term, q), (double)k * (double)(k + nu));
      dd inv = dd_div(dd_of(1.0), (double)k);
      h = dd_add(h, inv); /* H_k */
    }
    dd weight = h;
    if (nu) { /* H_k + H_(k+1) */
      dd next = dd_add(h, dd_div(dd_of(1.0), (double)(k + 1)));
      weight = dd_add(h, next);
    }
    dd t = __hipc_dd_mul(term, weight);
    sum = dd_add(sum, t);
    if (k > 2 && __builtin_fabs(t.hi) < 0x1p-110 * __builtin_fabs(sum.hi) + 0x1p-1000 &&
        (double)k * k > -q.hi)
      break;
  }
  dd logpart = __hipc_dd_mul(bessel_log(x), bessel_j_series(x, nu));
  if (!nu) /* the series' signs: (-1)^(k+1) of (-q)^k is -(q^k): negate */
    return dd_add(logpart, dd_neg(__hipc_dd_mul(TWO_OVER_PI, sum))).hi;
  dd pole = dd_div(TWO_OVER_PI, x);
  dd r = dd_add(dd_add(logpart, dd_neg(pole)), dd_neg(__hipc_dd_mul(INV_PI, sum)));
  return r.hi + r.lo;
}

/* Hankel's expansion: J = (P (c + s) - Q (s - c)) / sqrt(pi x) and the like,
 * with P = b0 - b2 + b4 ..., Q = b1 - b3 ..., b_k = b_(k-1) (4nu^2 -
 * (2k-1)^2) / (8 k x), and c, s = cos x, sin x */
static void bessel_asymptotic(double x, int nu, double *j, double *y) {
  double mu = 4.0 * nu * nu, b = 1.0, p = 1.0, qs = 0.0;
  for (int k = 1; k < 40; k++) {
    double nb = b * (mu - (2.0 * k - 1.0) * (2.0 * k - 1.0)) / (8.0 * k * x);
    if (__builtin_fabs(nb) > __builtin_fabs(b) && k > 2)
      break; /* past the smallest term */
    b = nb;
    int r = k & 3; /* + b1, - b2, - b3, + b4 ... into Q and P */
    if (k & 1)
      qs += r == 1 ? b : -b;
    else
      p += r == 2 ? -b : b;
    if (__builtin_fabs(b) < 0x1p-60)
      break;
  }
  double c = __hipc_cos(x), s = __hipc_sin(x);
  double scale = INV_SQRT_PI / __builtin_sqrt(x);
  if (!nu) {
    *j = scale * (p * (c + s) - qs * (s - c));
    *y = scale * (p * (s - c) + qs * (c + s));
  } else {
    *j = scale * (p * (s - c) + qs * (s + c));
    *y = scale * (qs * (s - c) - p * (s + c));
  }
}

static double bessel_j(double x, int nu) {
  double ax = __builtin_fabs(x);
  if (x != x)
    return x;
  if (__builtin_isinf(x))
    return 0.0;
  double r, unused;
  if (ax < BESSEL_SERIES_BELOW) {
    dd v = bessel_j_series(ax, nu);
    r = v.hi + v.lo;
  } else {
    bessel_asymptotic(ax, nu, &r, &unused);
  }
  return nu && __builtin_signbit(x) ? -r : r; /* J1 is odd: J1(-0) = -0 */
}

static double bessel_y(double x, int nu) {
  if (x != x)
    return x;
  if (x < 0.0)
    return __builtin_nan("");
  if (x == 0.0)
    return -__builtin_inf();
  if (__builtin_isinf(x))
    return 0.0;
  /* Y1(x) = -2 / (pi x) (1 + O(x^2 log x)): the series' terms would
   * overflow and cancel to a NaN where this overflows to -inf */
  if (nu && x < 0x1p-30)
    return -0x1.45f306dc9c883p-1 / x;
  if (x < BESSEL_SERIES_BELOW)
    return bessel_y_series(x, nu);
  double unused, r;
  bessel_asymptotic(x, nu, &unused, &r);
  return r;
}

/* J_n: upward from J0 and J1 where n <= |x| (stable there); below, Miller's
 * downward recurrence from far above n, normalised by
 * J0 + 2 (J2 + J4 + ...) = 1 */
static double bessel_jn(int n, double x) {
  if (n < 0)
    return (n & 1) ? -bessel_jn(-n, x) : bessel_jn(-n, x);
  if (n == 0)
    return bessel_j(x, 0);
  if (n == 1)
    return bessel_j(x, 1);
  if (x != x)
    return x;
  double ax = __builtin_fabs(x);
  if (ax == 0.0 || __builtin_isinf(x))
    return 0.0;
  double r;
  if (ax >= n) {
    double a = bessel_j(ax, 0), b = bessel_j(ax, 1);
    for (int k = 1; k < n; k++) {
      double c = 2.0 * k / ax * b - a;
      a = b;
      b = c;
    }
    r = b;
  } else {
    int m = 2 * ((n + (int)__builtin_sqrt(200.0 * n) + 16) / 2);
    double above = 0.0, at = 1.0, sum = 0.0, want = 0.0;
    for (int k = m; k > 0; k--) {
      double below = 2.0 * k / ax * at - above;
      above = at;
      at = below;
      if (__builtin_fabs(at) > 0x1p500) { /* rescale */
        at *= 0x1p-500;
        above *= 0x1p-500;
        sum *= 0x1p-500;
        want *= 0x1p-500;
      }
      if (k - 1 == n)
        want = at;
      if (((k - 1) & 1) == 0 && k - 1 > 0)
        sum += at;
    }
    r = want / (2.0 * sum + at);
  }
  return __builtin_signbit(x) && (n & 1) ? -r : r;
}

/* Y_n: upward from Y0 and Y1, which is stable for Y */
static double bessel_yn(int n, double x) {
  if (n < 0)
    return (n & 1) ? -bessel_yn(-n, x) : bessel_yn(-n, x);
  double a = bessel_y(x, 0);
  if (n == 0)
    return a;
  double b = bessel_y(x, 1);
  if (n == 1 || !(x > 0.0) || __builtin_isinf(x)) /* NaN, -inf at 0, 0 at inf */
    return b;
  for (int k = 1; k < n && !__builtin_isinf(b); k++) {
    double c = 2.0 * k / x * b - a;
    a = b;
    b = c;
  }
  return b;
}

/* ---- modified Bessel functions of order 0 and 1 ------------------------------ */

/* I0, I1: the series (x/2)^nu sum (x^2/4)^k / (k! (k+nu)!), all terms
 * positive, below 30; above, e^x / sqrt(2 pi x) sum c_k with c_k =
 * c_(k-1) ((2k-1)^2 - 4nu^2) / (8 k x), e^x scaled so that it does not
 * overflow before the product does */
static double bessel_i(double x, int nu) {
  double ax = __builtin_fabs(x), r;
  if (x != x)
    return x;
  if (__builtin_isinf(x) || ax > 720.0) /* e^x / sqrt(2 pi x) overflows from 713.99 */
    return nu && x < 0.0 ? -__builtin_inf() : __builtin_inf();
  if (ax < 30.0) {
    dd q = quarter_square(ax);
    dd term = nu ? dd_of(0.5 * ax) : dd_of(1.0), sum = term;
    for (int k = 1; k < 120; k++) {
      term = dd_div(__hipc_dd_mul(term, q), (double)k * (double)(k + nu));
      sum = dd_add(sum, term);
      if (term.hi < 0x1p-110 * sum.hi)
        break;
    }
    r = sum.hi + sum.lo;
  } else {
    /* the terms after the first summed apart (each addition to 1 would
     * round), 1 + tail a double-double */
    double c = 1.0, tail = 0.0, mu = 4.0 * nu * nu;
    for (int k = 1; k < 60; k++) {
      c *= ((2.0 * k - 1.0) * (2.0 * k - 1.0) - mu) / (8.0 * k * ax);
      tail += c;
      if (__builtin_fabs(c) < 0x1p-60)
        break;
    }
    dd s = __hipc_fast_two_sum(1.0, tail);
    /* s / sqrt(2 pi x) in double-double, times e^x = 2^e (ex.hi + ex.lo) */
    dd a = dd_scale(TWO_PI, ax);
    double root = __builtin_sqrt(a.hi);
    double root_lo = (__builtin_fma(-root, root, a.hi) + a.lo) / (2.0 * root);
    double q = s.hi / root;
    dd v = __hipc_fast_two_sum(
        q, (__builtin_fma(-q, root, s.hi) + s.lo - q * root_lo) / root);
    int e;
    dd ex = __hipc_exp_dd_scaled(ax, 0.0, &e);
    v = __hipc_dd_mul(ex, v);
    r = __builtin_ldexp(v.hi + v.lo, e);
  }
  return nu && __builtin_signbit(x) ? -r : r; /* I1 is odd: I1(-0) = -0 */
}

/* ---- the library's functions ------------------------------------------------------ */

#define BOTH(name, impl)                                                   \
  double name(double x) { return impl(x); }                              \
  float name##f(float x) { return (float)impl((double)x); }
BOTH(erfinv, erfinv_)
BOTH(erfcinv, erfcinv_)
BOTH(erfcx, erfcx_)
BOTH(normcdf, normcdf_)
BOTH(normcdfinv, normcdfinv_)
#undef BOTH

double j0(double x) { return bessel_j(x, 0); }
float j0f(float x) { return (float)bessel_j(x, 0); }
double j1(double x) { return bessel_j(x, 1); }
float j1f(float x) { return (float)bessel_j(x, 1); }
double jn(int n, double x) { return bessel_jn(n, x); }
float jnf(int n, float x) { return (float)bessel_jn(n, x); }
double y0(double x) { return bessel_y(x, 0); }
float y0f(float x) { return (float)bessel_y(x, 0); }
double y1(double x) { return bessel_y(x, 1); }
float y1f(float x) { return (float)bessel_y(x, 1); }
double yn(int n, double x) { return bessel_yn(n, x); }
float ynf(int n, float x) { return (float)bessel_yn(n, x); }
double cyl_bessel_i0(double x) { return bessel_i(x, 0); }
float cyl_bessel_i0f(float x) { return (float)bessel_i(x, 0); }
double cyl_bessel_i1(double x) { return bessel_i(x, 1); }
float cyl_bessel_i1f(float x) { return (float)bessel_i(x, 1); }
