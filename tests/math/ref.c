/* ref.c - each function of funcs.h in MPFR: the exact result, or one good
 * to PREC bits (tests/math/ref.h), well beyond the 53 of a double.  Where
 * MPFR has the function its special cases are C17 Annex F's (MPFR's
 * manual, "Special values"); the rest are written here from the standard
 * and HIP's documentation. */
#include "ref.h"
#include <limits.h>
#include "funcs.h"

#define RN MPFR_RNDN
/* the exact sum, product or fma of doubles: 2^1024 .. 2^-2148 */
enum { EXACT_PREC = 4400 };

/* |x| < 1/2 */
static int below_half(const mpfr_t x) { return mpfr_cmp_d(x, 0.5) < 0 && mpfr_cmp_d(x, -0.5) > 0; }

/* erfc x for x >= 1/2, faster than mpfr_erfc (which takes a millisecond
 * near 10), times e^(x^2) where scaled: below 6 as 1 - erf x, erf's
 * series (2x/sqrt pi) e^(-x^2) sum (2x^2)^n / (2n+1)!! of positive terms
 * in the bits 1 - erf x loses (x^2 log2 e); from 6 Laplace's continued
 * fraction e^(-x^2)/sqrt pi / (x + (1/2)/(x + 1/(x + (3/2)/(x + ...)))),
 * summed from its far end: 2 (120 / 2x)^2 + 40 terms (checked against
 * mpfr_erfc to 2^-150 over [6, 40]). */
static void erfc_pos(mpfr_t r, const mpfr_t x, int scaled) {
  double dx = mpfr_get_d(x, MPFR_RNDN);
  mpfr_prec_t p = dx < 6 ? PREC + (mpfr_prec_t)(1.45 * dx * dx) + 20 : PREC + 20;
  mpfr_t t, s, x2;
  mpfr_inits2(p, t, s, x2, (mpfr_ptr)0);
  mpfr_sqr(x2, x, RN);
  if (dx < 6) {
    mpfr_set_ui(t, 1, RN);
    mpfr_set_ui(s, 1, RN);
    mpfr_mul_2si(x2, x2, 1, RN);
    for (unsigned long n = 1;; n++) {
      mpfr_mul(t, t, x2, RN);
      mpfr_div_ui(t, t, 2 * n + 1, RN);
      mpfr_add(s, s, t, RN);
      if (n > dx * dx && mpfr_get_exp(t) < mpfr_get_exp(s) - (mpfr_exp_t)p - 4) break;
    }
    mpfr_mul_2si(x2, x2, -1, RN);
    mpfr_neg(x2, x2, RN);
    mpfr_exp(t, x2, RN); /* e^(-x^2) */
    mpfr_mul(s, s, t, RN);
    mpfr_mul(s, s, x, RN);
    mpfr_const_pi(t, RN);
    mpfr_rec_sqrt(t, t, RN);
    mpfr_mul(s, s, t, RN);
    mpfr_mul_2si(s, s, 1, RN); /* erf x */
    mpfr_ui_sub(s, 1, s, RN);
    if (scaled) {
      mpfr_neg(x2, x2, RN);
      mpfr_exp(t, x2, RN);
      mpfr_mul(s, s, t, RN);
    }
    mpfr_set(r, s, RN);
  } else {
    long terms = 2 * (long)((60 / dx) * (60 / dx)) + 40;
    mpfr_set(s, x, RN);
    for (long n = terms; n >= 1; n--) {
      mpfr_ui_div(t, n, s, RN);
      mpfr_mul_2si(t, t, -1, RN);
      mpfr_add(s, x, t, RN);
    }
    mpfr_const_pi(t, RN);
    mpfr_sqrt(t, t, RN);
    mpfr_mul(s, s, t, RN);
    mpfr_ui_div(s, 1, s, RN); /* e^(x^2) erfc x */
    if (!scaled) {
      mpfr_neg(x2, x2, RN);
      mpfr_exp(t, x2, RN);
      mpfr_mul(s, s, t, RN);
    }
    mpfr_set(r, s, RN);
  }
  mpfr_clears(t, s, x2, (mpfr_ptr)0);
}

/* erfc x: mpfr_erfc where it is fast, erfc_pos from 1/2 to 30, and
 * erfc x = 2 - erfc(-x) */
static void erfc_ref(mpfr_t r, const mpfr_t x) {
  if (!mpfr_number_p(x) || mpfr_cmpabs_ui(x, 30) >= 0 || below_half(x))
    mpfr_erfc(r, x, RN);
  else if (mpfr_sgn(x) > 0) erfc_pos(r, x, 0);
  else {
    mpfr_t t;
    mpfr_init2(t, PREC);
    mpfr_neg(t, x, RN);
    erfc_pos(r, t, 0);
    mpfr_ui_sub(r, 2, r, RN);
    mpfr_clear(t);
  }
}

/* erf x = 1 - erfc x from 1/2 on */
static void erf_ref(mpfr_t r, const mpfr_t x) {
  if (!mpfr_number_p(x) || mpfr_cmpabs_ui(x, 30) >= 0 || below_half(x)) {
    mpfr_erf(r, x, RN);
    return;
  }
  mpfr_t t;
  mpfr_init2(t, PREC);
  mpfr_abs(t, x, RN);
  erfc_pos(r, t, 0);
  mpfr_ui_sub(r, 1, r, RN);
  mpfr_setsign(r, r, mpfr_signbit(x), RN);
  mpfr_clear(t);
}

/* erf's derivative 2/sqrt(pi) e^(-r^2), into d (t is scratch) */
static void derf(mpfr_t d, const mpfr_t r, mpfr_t t) {
  mpfr_sqr(t, r, RN);
  mpfr_neg(t, t, RN);
  mpfr_exp(d, t, RN);
  mpfr_const_pi(t, RN);
  mpfr_rec_sqrt(t, t, RN);
  mpfr_mul(d, d, t, RN);
  mpfr_mul_2si(d, d, 1, RN);
}

/* Newton's steps r -= (f(r) - y) / f'(r) for f = erf (small) or erfc from
 * a long double start: each doubles the bits, 63 -> 126 -> 252 > PREC. */
static void newton(mpfr_t r, const mpfr_t y, int small) {
  mpfr_t f, d, t;
  mpfr_inits2(PREC, f, d, t, (mpfr_ptr)0);
  for (int i = 0; i < 2; i++) {
    if (small) erf_ref(f, r);
    else erfc_ref(f, r);
    mpfr_sub(f, f, y, RN);
    derf(d, r, t);
    if (!small) mpfr_neg(d, d, RN);
    mpfr_div(f, f, d, RN);
    mpfr_sub(r, r, f, RN);
  }
  mpfr_clears(f, d, t, (mpfr_ptr)0);
}

/* erfcinv(t), 0 < t <= 1/2, and erfinv(x), |x| <= 1/2: a start in long
 * double (Newton on glibc's erfcl in logarithms, erfl), then newton(). */
static void inv_tail(mpfr_t r, const mpfr_t t) {
  long double lt = mpfr_get_ld(t, RN), lnt = logl(lt);
  long double x = sqrtl(-lnt);
  for (int i = 0; i < 60; i++) {
    long double e = erfcl(x), step = (logl(e) - lnt) * e / (-1.1283791670955125739L * expl(-x * x));
    x -= step;
    if (fabsl(step) < 1e-19L * x) break;
  }
  mpfr_set_ld(r, x, RN);
  newton(r, t, 0);
}
static void inv_small(mpfr_t r, const mpfr_t y) {
  long double ly = mpfr_get_ld(y, RN), x = ly * 0.886226925452758013649L;
  for (int i = 0; i < 60 && x != 0; i++) {
    long double step = (erfl(x) - ly) / (1.1283791670955125739L * expl(-x * x));
    x -= step;
    if (fabsl(step) < 1e-19L * fabsl(x)) break;
  }
  mpfr_set_ld(r, x, RN);
  if (x != 0) newton(r, y, 1);
}

/* erfcinv t for 0 <= t <= 2 (else NaN): erfcinv(2 - t) = -erfcinv t */
static void erfcinv_ref(mpfr_t r, const mpfr_t t0) {
  mpfr_t t;
  mpfr_init2(t, PREC);
  int neg = mpfr_cmp_ui(t0, 1) > 0;
  mpfr_ui_sub(t, 2, t0, RN);
  if (!neg) mpfr_set(t, t0, RN);
  if (mpfr_nan_p(t0) || mpfr_sgn(t) < 0) mpfr_set_nan(r);
  else if (mpfr_zero_p(t)) mpfr_set_inf(r, 1);
  else if (mpfr_cmp_d(t, 0.5) <= 0) inv_tail(r, t);
  else {
    mpfr_ui_sub(t, 1, t, RN); /* erfinv(1 - t) */
    if (mpfr_zero_p(t)) mpfr_set_zero(r, 1);
    else inv_small(r, t);
  }
  if (neg) mpfr_neg(r, r, RN);
  mpfr_clear(t);
}

/* erfinv x = erfcinv(1 - x), the sign of x kept (erfinv(-0) = -0) */
static void erfinv_ref(mpfr_t r, const mpfr_t x) {
  mpfr_t t;
  mpfr_init2(t, PREC);
  if (mpfr_zero_p(x) || mpfr_nan_p(x)) mpfr_set(r, x, RN);
  else if (mpfr_cmpabs_ui(x, 1) > 0) mpfr_set_nan(r);
  else if (mpfr_cmp_d(x, 0.5) <= 0 && mpfr_cmp_d(x, -0.5) >= 0) inv_small(r, x);
  else {
    mpfr_abs(t, x, RN);
    mpfr_ui_sub(t, 1, t, RN);
    if (mpfr_zero_p(t)) mpfr_set_inf(r, 1);
    else inv_tail(r, t);
    mpfr_setsign(r, r, mpfr_signbit(x), RN);
  }
  mpfr_clear(t);
}

/* erfcx x = e^(x^2) erfc x; from 1e4 the asymptotic series
 * 1/(x sqrt pi) sum (-1)^k (2k-1)!! / (2x^2)^k, its 12 terms past 2^-300. */
static void erfcx_ref(mpfr_t r, const mpfr_t x) {
  mpfr_t t, s;
  mpfr_inits2(PREC, t, s, (mpfr_ptr)0);
  if (mpfr_inf_p(x)) {
    if (mpfr_sgn(x) > 0) mpfr_set_zero(r, 1);
    else mpfr_set_inf(r, 1);
  } else if (mpfr_cmp_d(x, 0.5) >= 0 && mpfr_cmp_ui(x, 30) < 0) {
    erfc_pos(r, x, 1);
  } else if (mpfr_cmp_ui(x, 10000) < 0) {
    mpfr_sqr(t, x, RN);
    mpfr_exp(t, t, RN);
    erfc_ref(r, x);
    mpfr_mul(r, r, t, RN);
  } else {
    mpfr_sqr(t, x, RN);
    mpfr_mul_2si(t, t, 1, RN); /* 2x^2 */
    mpfr_set_ui(s, 1, RN);
    mpfr_set_ui(r, 1, RN);
    for (int k = 1; k <= 12; k++) {
      mpfr_mul_si(s, s, -(2 * k - 1), RN);
      mpfr_div(s, s, t, RN);
      mpfr_add(r, r, s, RN);
    }
    mpfr_const_pi(t, RN);
    mpfr_sqrt(t, t, RN);
    mpfr_mul(t, t, x, RN);
    mpfr_div(r, r, t, RN);
  }
  mpfr_clears(t, s, (mpfr_ptr)0);
}

/* sqrt of the sum of n squares; +inf where one is infinite, even with a
 * NaN (CUDA's and HIP's hypot, norm3d ...; C17 F.10.4.3 for hypot) */
static void norm_ref(mpfr_t r, mpfr_t *a, int n, int recip) {
  mpfr_t t;
  mpfr_init2(t, EXACT_PREC);
  int inf = 0, nan = 0;
  mpfr_set_prec(r, EXACT_PREC);
  mpfr_set_zero(r, 1);
  for (int i = 0; i < n; i++) {
    inf |= mpfr_inf_p(a[i]);
    nan |= mpfr_nan_p(a[i]);
    mpfr_sqr(t, a[i], RN);
    mpfr_add(r, r, t, RN);
  }
  mpfr_prec_round(r, PREC, RN);
  if (inf) mpfr_set_inf(r, 1);
  else if (nan) mpfr_set_nan(r);
  else mpfr_sqrt(r, r, RN);
  if (recip) mpfr_ui_div(r, 1, r, RN);
  mpfr_clear(t);
}

/* 1/sqrt x, and -inf at -0 as IEEE 754's rSqrt and CUDA's rsqrt (MPFR's
 * mpfr_rec_sqrt gives +inf, its manual says) */
static void rsqrt_ref(mpfr_t r, const mpfr_t x) {
  if (mpfr_zero_p(x)) mpfr_set_inf(r, mpfr_signbit(x) ? -1 : 1);
  else mpfr_rec_sqrt(r, x, RN);
}

/* ilogb as C17 7.12.6.5 with hipc's FP_ILOGB0 and FP_ILOGBNAN
 * (stdlib/math.h: INT_MIN, INT_MAX; INT_MAX for an infinity) */
static void ilogb_ref(mpfr_t r, const mpfr_t x) {
  if (mpfr_zero_p(x)) mpfr_set_si(r, INT_MIN, RN);
  else if (!mpfr_number_p(x)) mpfr_set_si(r, INT_MAX, RN);
  else mpfr_set_si(r, mpfr_get_exp(x) - 1, RN);
}

/* logb: -inf at 0, +inf at an infinity (C17 F.10.3.11) */
static void logb_ref(mpfr_t r, const mpfr_t x) {
  if (mpfr_zero_p(x)) mpfr_set_inf(r, -1);
  else if (mpfr_inf_p(x)) mpfr_set_inf(r, 1);
  else if (mpfr_nan_p(x)) mpfr_set_nan(r);
  else mpfr_set_si(r, mpfr_get_exp(x) - 1, RN);
}

/* frexp: x = m 2^e, 1/2 <= |m| < 1; m = x and e = 0 at 0, inf, NaN */
static void frexp_ref(mpfr_t r, mpfr_t r2, const mpfr_t x) {
  mpfr_set(r, x, RN);
  mpfr_set_ui(r2, 0, RN);
  if (mpfr_regular_p(x)) {
    mpfr_set_si(r2, mpfr_get_exp(x), RN);
    mpfr_set_exp(r, 0);
  }
}

/* the next number of the format after x toward y (C17 7.12.11.3): the
 * exact x moved by a little, then rounded to the format away from x */
static void nextafter_ref(mpfr_t r, const mpfr_t x, const mpfr_t y, int is_float) {
  if (mpfr_nan_p(x) || mpfr_nan_p(y)) mpfr_set_nan(r);
  else if (mpfr_equal_p(x, y)) mpfr_set(r, y, RN);
  else if (mpfr_inf_p(x)) /* toward y: the largest finite number */
    mpfr_set_d(r, (mpfr_sgn(x) > 0 ? 1 : -1) * (is_float ? FLT_MAX : DBL_MAX), RN);
  else {
    int up = mpfr_less_p(x, y);
    mpfr_t t;
    mpfr_init2(t, EXACT_PREC);
    mpfr_set_ui_2exp(t, 1, -2200, RN);
    if (up) mpfr_add(t, x, t, RN);
    else mpfr_sub(t, x, t, RN);
    mpfr_set_d(r, to_format(t, is_float, up ? MPFR_RNDU : MPFR_RNDD), RN);
    mpfr_clear(t);
  }
}

/* I0 and I1, the modified Bessel functions of the first kind: the series
 * sum (x/2)^(2k+nu) / (k! (k+nu)!), all terms positive, to where a term
 * is past PREC bits of the sum; an infinity past the format's range */
static void bessel_i_ref(mpfr_t r, const mpfr_t x, int nu) {
  if (!mpfr_number_p(x)) {
    if (mpfr_nan_p(x)) mpfr_set_nan(r);
    else mpfr_set_inf(r, nu && mpfr_sgn(x) < 0 ? -1 : 1);
    return;
  }
  if (mpfr_cmpabs_ui(x, 1000) > 0) { /* e^1000 is past any double */
    mpfr_set_inf(r, nu && mpfr_sgn(x) < 0 ? -1 : 1);
    return;
  }
  mpfr_t h, q, t, s;
  mpfr_inits2(PREC + 32, h, q, t, s, (mpfr_ptr)0);
  mpfr_div_2ui(h, x, 1, RN);
  mpfr_sqr(q, h, RN); /* (x/2)^2 */
  if (nu) mpfr_set(t, h, RN);
  else mpfr_set_ui(t, 1, RN);
  mpfr_set(s, t, RN);
  for (unsigned long k = 1; !mpfr_zero_p(t); k++) {
    mpfr_mul(t, t, q, RN);
    mpfr_div_ui(t, t, k * (k + (unsigned long)nu), RN);
    mpfr_add(s, s, t, RN);
    if (mpfr_zero_p(t) || (mpfr_get_exp(t) < mpfr_get_exp(s) - PREC - 40 &&
                           k > fabs(mpfr_get_d(h, RN)) + 2))
      break;
  }
  mpfr_set(r, s, RN);
  mpfr_clears(h, q, t, s, (mpfr_ptr)0);
}

void reference(int id, mpfr_t r, mpfr_t r2, mpfr_t *a, int is_float) {
  long q = 0;
  int sign;
  mpfr_set_prec(r, PREC);
  mpfr_set_prec(r2, PREC);
  mpfr_set_ui(r2, 0, RN);
  switch (id) {
#define CASE1(g) case F_##g: case F_##g##f:
#define CASE(g) case F_##g:
  CASE1(sqrt) CASE(__fsqrt_rn) CASE(__dsqrt_rn) mpfr_sqrt(r, a[0], RN); break;
  CASE1(rsqrt) CASE(__frsqrt_rn) rsqrt_ref(r, a[0]); break;
  CASE1(cbrt) mpfr_cbrt(r, a[0], RN); break;
  CASE1(rcbrt) mpfr_cbrt(r, a[0], RN); mpfr_ui_div(r, 1, r, RN); break;
  CASE1(exp) CASE(__expf) mpfr_exp(r, a[0], RN); break;
  CASE1(exp2) mpfr_exp2(r, a[0], RN); break;
  CASE1(exp10) CASE(__exp10f) mpfr_exp10(r, a[0], RN); break;
  CASE1(expm1) mpfr_expm1(r, a[0], RN); break;
  CASE1(log) CASE(__logf) mpfr_log(r, a[0], RN); break;
  CASE1(log2) CASE(__log2f) mpfr_log2(r, a[0], RN); break;
  CASE1(log10) CASE(__log10f) mpfr_log10(r, a[0], RN); break;
  CASE1(log1p) mpfr_log1p(r, a[0], RN); break;
  CASE1(pow) CASE(__powf) mpfr_pow(r, a[0], a[1], RN); break;
  CASE(powi) CASE(powif) mpfr_pow_si(r, a[0], mpfr_get_si(a[1], RN), RN); break;
  CASE1(sin) CASE(__sinf) mpfr_sin(r, a[0], RN); break;
  CASE1(cos) CASE(__cosf) mpfr_cos(r, a[0], RN); break;
  CASE1(tan) CASE(__tanf) mpfr_tan(r, a[0], RN); break;
  CASE1(sincos) mpfr_sin_cos(r, r2, a[0], RN); break;
  CASE1(sinpi) mpfr_sinpi(r, a[0], RN); break;
  CASE1(cospi) mpfr_cospi(r, a[0], RN); break;
  CASE1(sincospi) mpfr_sinpi(r, a[0], RN); mpfr_cospi(r2, a[0], RN); break;
  CASE1(asin) mpfr_asin(r, a[0], RN); break;
  CASE1(acos) mpfr_acos(r, a[0], RN); break;
  CASE1(atan) mpfr_atan(r, a[0], RN); break;
  CASE1(atan2) mpfr_atan2(r, a[0], a[1], RN); break;
  CASE1(sinh) mpfr_sinh(r, a[0], RN); break;
  CASE1(cosh) mpfr_cosh(r, a[0], RN); break;
  CASE1(tanh) mpfr_tanh(r, a[0], RN); break;
  CASE1(asinh) mpfr_asinh(r, a[0], RN); break;
  CASE1(acosh) mpfr_acosh(r, a[0], RN); break;
  CASE1(atanh) mpfr_atanh(r, a[0], RN); break;
  CASE1(j0) mpfr_j0(r, a[0], RN); break;
  CASE1(j1) mpfr_j1(r, a[0], RN); break;
  CASE1(y0) mpfr_y0(r, a[0], RN); break;
  CASE1(y1) mpfr_y1(r, a[0], RN); break;
  CASE1(cyl_bessel_i0) bessel_i_ref(r, a[0], 0); break;
  CASE1(cyl_bessel_i1) bessel_i_ref(r, a[0], 1); break;
  CASE1(erf) erf_ref(r, a[0]); break;
  CASE1(erfc) erfc_ref(r, a[0]); break;
  CASE1(erfinv) erfinv_ref(r, a[0]); break;
  CASE1(erfcinv) erfcinv_ref(r, a[0]); break;
  CASE1(erfcx) erfcx_ref(r, a[0]); break;
  CASE1(normcdf) /* erfc(-x / sqrt 2) / 2 */
    mpfr_sqrt_ui(r2, 2, RN);
    mpfr_div(r, a[0], r2, RN);
    mpfr_neg(r2, r, RN);
    erfc_ref(r, r2);
    mpfr_mul_2si(r, r, -1, RN);
    mpfr_set_ui(r2, 0, RN);
    break;
  CASE1(normcdfinv) /* -sqrt 2 erfcinv(2p) */
    mpfr_mul_2si(r2, a[0], 1, RN);
    erfcinv_ref(r, r2);
    mpfr_sqrt_ui(r2, 2, RN);
    mpfr_mul(r, r, r2, RN);
    if (!mpfr_zero_p(r)) mpfr_neg(r, r, RN); /* normcdfinv(1/2) = +0 */
    mpfr_set_ui(r2, 0, RN);
    break;
  CASE1(tgamma) mpfr_gamma(r, a[0], RN); break;
  CASE1(lgamma) mpfr_lgamma(r, &sign, a[0], RN); break;
  CASE1(fma) CASE(__fmaf_rn) CASE(__fma_rn)
    mpfr_set_prec(r, EXACT_PREC);
    mpfr_fma(r, a[0], a[1], a[2], RN);
    break;
  CASE1(fmin) mpfr_min(r, a[0], a[1], RN); break;
  CASE1(fmax) mpfr_max(r, a[0], a[1], RN); break;
  CASE1(fdim) mpfr_set_prec(r, EXACT_PREC); mpfr_dim(r, a[0], a[1], RN); break;
  CASE1(fmod) mpfr_fmod(r, a[0], a[1], RN); break;
  CASE1(remainder) mpfr_remainder(r, a[0], a[1], RN); break;
  CASE1(remquo) mpfr_remquo(r, &q, a[0], a[1], RN); mpfr_set_si(r2, q, RN); break;
  CASE1(modf) mpfr_modf(r2, r, a[0], RN); break;
  CASE1(frexp) frexp_ref(r, r2, a[0]); break;
  CASE1(ldexp) CASE1(scalbn) mpfr_mul_2si(r, a[0], mpfr_get_si(a[1], RN), RN); break;
  CASE1(ilogb) ilogb_ref(r, a[0]); break;
  CASE1(logb) logb_ref(r, a[0]); break;
  CASE1(hypot) norm_ref(r, a, 2, 0); break;
  CASE1(rhypot) norm_ref(r, a, 2, 1); break;
  CASE1(norm3d) norm_ref(r, a, 3, 0); break;
  CASE1(rnorm3d) norm_ref(r, a, 3, 1); break;
  CASE1(norm4d) norm_ref(r, a, 4, 0); break;
  CASE1(rnorm4d) norm_ref(r, a, 4, 1); break;
  CASE1(ceil) mpfr_ceil(r, a[0]); break;
  CASE1(floor) mpfr_floor(r, a[0]); break;
  CASE1(trunc) mpfr_trunc(r, a[0]); break;
  CASE1(round) CASE1(lround) mpfr_round(r, a[0]); break;
  CASE1(rint) CASE1(nearbyint) CASE1(lrint) mpfr_rint(r, a[0], RN); break;
  CASE1(copysign) mpfr_copysign(r, a[0], a[1], RN); break;
  CASE1(nextafter) nextafter_ref(r, a[0], a[1], is_float); break;
  CASE1(fabs) mpfr_abs(r, a[0], RN); break;
  CASE(fdividef) CASE(__fdividef) CASE(__fdiv_rn) CASE(__ddiv_rn) mpfr_div(r, a[0], a[1], RN); break;
  CASE(__fadd_rn) CASE(__dadd_rn) mpfr_set_prec(r, EXACT_PREC); mpfr_add(r, a[0], a[1], RN); break;
  CASE(__fsub_rn) CASE(__dsub_rn) mpfr_set_prec(r, EXACT_PREC); mpfr_sub(r, a[0], a[1], RN); break;
  CASE(__fmul_rn) CASE(__dmul_rn) mpfr_mul(r, a[0], a[1], RN); break;
  CASE(__frcp_rn) CASE(__drcp_rn) mpfr_ui_div(r, 1, a[0], RN); break;
  }
}

/* x (exact in MPFR) rounded to float or double as rnd says: to p bits in
 * the normal range, to multiples of the least subnormal below it (the
 * scaled x rounded to an integer), infinity (or the largest finite number
 * when rnd rounds toward it) past the largest. */
double to_format(const mpfr_t x, int is_float, mpfr_rnd_t rnd) {
  if (!mpfr_regular_p(x)) return mpfr_get_d(x, RN); /* 0, inf, NaN keep their sign */
  int p = is_float ? 24 : 53, emin = is_float ? -125 : -1021, emax = is_float ? 128 : 1024;
  mpfr_t t;
  mpfr_init2(t, mpfr_get_prec(x) > p ? mpfr_get_prec(x) : p);
  if (mpfr_get_exp(x) < emin) {
    mpfr_mul_2si(t, x, p - emin, RN);
    mpfr_rint(t, t, rnd);
    mpfr_mul_2si(t, t, emin - p, RN);
  } else {
    mpfr_set_prec(t, p);
    mpfr_set(t, x, rnd);
  }
  if (mpfr_regular_p(t) && mpfr_get_exp(t) > emax) {
    int neg = mpfr_sgn(t) < 0;
    int to_inf = rnd == RN || (rnd == MPFR_RNDU && !neg) || (rnd == MPFR_RNDD && neg);
    if (to_inf) mpfr_set_inf(t, neg ? -1 : 1);
    else mpfr_set_d(t, neg ? (is_float ? -FLT_MAX : -DBL_MAX) : (is_float ? FLT_MAX : DBL_MAX), RN);
  }
  double d = mpfr_get_d(t, RN);
  mpfr_clear(t);
  return d;
}
