/* <__hipc_math.h> - the <math.h> functions an AMDGPU has no instruction
 * for and LLVM no lowering of: exp, exp2, expm1, log, log2, log10, log1p,
 * pow, sin, cos, tan, asin, acos, atan, atan2, sinh, cosh, tanh, asinh,
 * acosh, atanh, hypot, cbrt, erf, erfc, lgamma and tgamma in double, and
 * their float forms (those LLVM does not lower) through them.  Written for
 * hipc from the standard methods (Cody-Waite and Payne-Hanek argument
 * reduction, Taylor, atanh and Stirling series, Chebyshev series,
 * double-double arithmetic); the device library's math units
 * (stdlib/libm/) include it.  The float forms (libm/math.c) round the
 * double result once.  Errors, measured against MPFR by tests/math: the
 * table in docs/math.md, "Errors".
 *
 * The constants are what scripts/math-constants.py prints: the
 * double-double splits of ln 2, log2 e, log10 e, 2/3, pi/2, pi and
 * arctan(j/8), pi/2 in 33-bit pieces, and the bits of 2/pi; the Chebyshev
 * tables and the constants beside them, what scripts/math-fits.py prints. */
#pragma once

#define __HIPC_MATH static __inline__ __attribute__((device))

typedef struct { double hi, lo; } __hipc_dd;
typedef unsigned long long __hipc_u64;
typedef unsigned int __hipc_u32;

/* a * b rounded once, where an algorithm depends on that rounding: every
 * floating operation in HIP may be contracted (-ffp-contract=fast), and
 * a product that an addition uses may become an fma with it, which then
 * disagrees with the product's error term.  An fma with a +0 addend is
 * not contracted further, nor folded into a multiplication (that would
 * change the sign of a zero product). */
__HIPC_MATH double __hipc_mul(double a, double b) { return __builtin_fma(a, b, 0.0); }

/* hi + lo exactly, when |a| >= |b| or a is 0 */
__HIPC_MATH __hipc_dd __hipc_fast_two_sum(double a, double b) {
  __hipc_dd r;
  r.hi = a + b;
  r.lo = b - (r.hi - a);
  return r;
}

/* hi + lo exactly, whatever the magnitudes */
__HIPC_MATH __hipc_dd __hipc_two_sum(double a, double b) {
  __hipc_dd r;
  r.hi = a + b;
  double bb = r.hi - a;
  r.lo = (a - (r.hi - bb)) + (b - bb);
  return r;
}

/* (a.hi + a.lo) * (b.hi + b.lo), to about 2^-104 */
__HIPC_MATH __hipc_dd __hipc_dd_mul(__hipc_dd a, __hipc_dd b) {
  double p = __hipc_mul(a.hi, b.hi);
  double e = __builtin_fma(a.hi, b.hi, -p) + (a.hi * b.lo + a.lo * b.hi);
  return __hipc_fast_two_sum(p, e);
}

/* ---- exp ------------------------------------------------------------------ */

/* (e^r - 1 - r) / r^2 for |r| <= ln 2 / 2: e^r's Taylor series from r^2 to
 * r^13 over r^2 (what is left is below 2^-57) */
__HIPC_MATH double __hipc_exp_taylor(double r) {
  double p = 1.0 / 6227020800.0;
  p = __builtin_fma(p, r, 1.0 / 479001600.0);
  p = __builtin_fma(p, r, 1.0 / 39916800.0);
  p = __builtin_fma(p, r, 1.0 / 3628800.0);
  p = __builtin_fma(p, r, 1.0 / 362880.0);
  p = __builtin_fma(p, r, 1.0 / 40320.0);
  p = __builtin_fma(p, r, 1.0 / 5040.0);
  p = __builtin_fma(p, r, 1.0 / 720.0);
  p = __builtin_fma(p, r, 1.0 / 120.0);
  p = __builtin_fma(p, r, 1.0 / 24.0);
  p = __builtin_fma(p, r, 1.0 / 6.0);
  p = __builtin_fma(p, r, 0.5);
  return p;
}

/* exp(x + xl) * 2^extra for |x| below 746, xl tiny beside x: x = k ln 2 + r
 * with |r| <= ln 2 / 2 (k ln2_hi is exact: the fma's result is), exp(r) by
 * its Taylor series, and one ldexp, which rounds once where the result is
 * subnormal. */
__HIPC_MATH double __hipc_exp_core(double x, double xl, int extra) {
  double k = __builtin_rint(x * 0x1.71547652b82fep+0);
  double r = __builtin_fma(-k, 0x1.62e42fefa39efp-1, x);
  r = __builtin_fma(-k, 0x1.abc9e3b39803fp-56, r) + xl;
  double p = __hipc_exp_taylor(r);
  double e = 1.0 + __builtin_fma(r * r, p, r);
  return __builtin_ldexp(e, (int)k + extra);
}

__HIPC_MATH double __hipc_exp(double x) {
  if (x != x)
    return x + x;
  if (x > 0x1.62e42fefa39efp+9) /* ln(DBL_MAX) */
    return __builtin_huge_val();
  if (x < -0x1.74910d52d3052p+9) /* ln of half the least subnormal */
    return 0.0;
  return __hipc_exp_core(x, 0.0, 0);
}

/* 2^x = 2^k * exp(r ln 2), r = x - k exact, r ln 2 in double-double */
__HIPC_MATH double __hipc_exp2(double x) {
  if (x != x)
    return x + x;
  if (x >= 1024.0)
    return __builtin_huge_val();
  if (x < -1075.0)
    return 0.0;
  double k = __builtin_rint(x), r = x - k;
  double t = __hipc_mul(r, 0x1.62e42fefa39efp-1);
  double tl = __builtin_fma(r, 0x1.62e42fefa39efp-1, -t) + r * 0x1.abc9e3b39803fp-56;
  return __hipc_exp_core(t, tl, (int)k);
}

/* 10^x = exp(x ln 10), x ln 10 in double-double */
__HIPC_MATH double __hipc_exp10(double x) {
  if (x != x)
    return x + x;
  if (x > 0x1.34413509f79ffp+8) /* log10(DBL_MAX) */
    return __builtin_huge_val();
  if (x < -0x1.439b746e36b52p+8) /* log10 of half the least subnormal */
    return 0.0;
  double t = __hipc_mul(x, 0x1.26bb1bbb55516p+1);
  double tl = __builtin_fma(x, 0x1.26bb1bbb55516p+1, -t) + x * -0x1.f48ad494ea3e9p-53;
  return __hipc_exp_core(t, tl, 0);
}

/* ---- log ------------------------------------------------------------------ */

/* ln x in double-double, to about 2^-70 relative, for finite x > 0 (pow
 * needs that much: y ln x may reach 745).  x = 2^e m with m in
 * [sqrt(1/2), sqrt(2)), f = m - 1 (exact), s = f / (2 + f) in
 * double-double, ln m = 2 atanh s = 2s + (2/3)s^3 + (2/5)s^5 + ...: the
 * first two terms in double-double, the rest (below 2^-12 of the whole)
 * in double, to s^25 (|s| <= 0.1716: what is left is below 2^-70). */
__HIPC_MATH __hipc_dd __hipc_log_dd(double x) {
  int e;
  double m = __builtin_frexp(x, &e);
  if (m < 0x1.6a09e667f3bcdp-1) {
    m *= 2.0;
    e--;
  }
  double f = m - 1.0;
  double u = 2.0 + f, ul = f - (u - 2.0);
  double s = f / u;
  double sl = (__builtin_fma(-s, u, f) - s * ul) / u;
  /* s^3 (2/3) in double-double */
  double z = __hipc_mul(s, s);
  double zl = __builtin_fma(s, s, -z) + 2.0 * s * sl;
  double s3 = __hipc_mul(z, s);
  double s3l = __builtin_fma(z, s, -s3) + (zl * s + z * sl);
  __hipc_dd t = __hipc_dd_mul((__hipc_dd){s3, s3l},
                              (__hipc_dd){0x1.5555555555555p-1, 0x1.5555555555555p-55});
  /* (2/5)s^5 + (2/7)s^7 + ... */
  double q = 2.0 / 25.0;
  q = __builtin_fma(q, z, 2.0 / 23.0);
  q = __builtin_fma(q, z, 2.0 / 21.0);
  q = __builtin_fma(q, z, 2.0 / 19.0);
  q = __builtin_fma(q, z, 2.0 / 17.0);
  q = __builtin_fma(q, z, 2.0 / 15.0);
  q = __builtin_fma(q, z, 2.0 / 13.0);
  q = __builtin_fma(q, z, 2.0 / 11.0);
  q = __builtin_fma(q, z, 2.0 / 9.0);
  q = __builtin_fma(q, z, 2.0 / 7.0);
  q = __builtin_fma(q, z, 2.0 / 5.0);
  double rest = s3 * z * q;
  __hipc_dd l = __hipc_fast_two_sum(2.0 * s, t.hi);
  l.lo += 2.0 * sl + t.lo + rest;
  l = __hipc_fast_two_sum(l.hi, l.lo);
  /* + e ln 2 */
  double de = (double)e;
  double a = __hipc_mul(de, 0x1.62e42fefa39efp-1);
  double al = __builtin_fma(de, 0x1.62e42fefa39efp-1, -a) + de * 0x1.abc9e3b39803fp-56;
  __hipc_dd r = __hipc_two_sum(a, l.hi);
  r.lo += al + l.lo;
  return __hipc_fast_two_sum(r.hi, r.lo);
}

/* NaN for x < 0, -inf for x = 0, x itself for NaN and +inf; else the
 * double-double ln x times `k` (a double-double constant), rounded once */
__HIPC_MATH double __hipc_log_scaled(double x, double kh, double kl) {
  if (!(x > 0.0))
    return x == 0.0 ? -__builtin_huge_val() : x != x ? x + x : __builtin_nan("");
  if (x == __builtin_huge_val())
    return x;
  __hipc_dd l = __hipc_log_dd(x);
  if (kh == 1.0)
    return l.hi + l.lo;
  __hipc_dd r = __hipc_dd_mul(l, (__hipc_dd){kh, kl});
  return r.hi + r.lo;
}

__HIPC_MATH double __hipc_log(double x) { return __hipc_log_scaled(x, 1.0, 0.0); }
__HIPC_MATH double __hipc_log2(double x) {
  return __hipc_log_scaled(x, 0x1.71547652b82fep+0, 0x1.777d0ffda0d24p-56);
}
__HIPC_MATH double __hipc_log10(double x) {
  return __hipc_log_scaled(x, 0x1.bcb7b1526e50ep-2, 0x1.95355baaafad3p-57);
}

/* ---- pow ------------------------------------------------------------------ */

/* 0 when y is no integer, 1 when an even one, -1 when an odd one */
__HIPC_MATH int __hipc_int_kind(double y) {
  if (__builtin_trunc(y) != y)
    return 0;
  double h = 0.5 * y;
  return __builtin_trunc(h) == h ? 1 : -1;
}

/* C17 F.10.4.4's special cases, then exp(y ln|x|) with y ln|x| in
 * double-double and the sign an odd integer y gives a negative x. */
__HIPC_MATH double __hipc_pow(double x, double y) {
  if (y == 0.0 || x == 1.0)
    return 1.0;
  if (x != x || y != y)
    return x + y;
  double ax = __builtin_fabs(x), inf = __builtin_huge_val();
  if (y == inf || y == -inf) {
    if (ax == 1.0)
      return 1.0;
    return (ax > 1.0) == (y > 0.0) ? inf : 0.0;
  }
  int kind = __hipc_int_kind(y);
  double sign = x < 0.0 && kind < 0 ? -1.0 : 1.0; /* copysign: -0 too */
  if (ax == 0.0 || ax == inf) {
    /* 0^y and inf^y: +-0 or +-inf, the sign kept for odd integers */
    double mag = (ax == 0.0) == (y < 0.0) ? inf : 0.0;
    return kind < 0 ? __builtin_copysign(mag, x) : mag;
  }
  if (x < 0.0 && kind == 0)
    return __builtin_nan("");
  __hipc_dd l = __hipc_log_dd(ax);
  double p = __hipc_mul(y, l.hi);
  if (p > 0x1.62e42fefa39efp+9 + 1.0)
    return sign * inf;
  if (p < -0x1.74910d52d3052p+9 - 1.0)
    return sign * 0.0;
  double pl = __builtin_fma(y, l.hi, -p) + y * l.lo;
  /* the rounding of p + pl can still overflow: ldexp gives inf or 0 */
  return sign * __hipc_exp_core(p, pl, 0);
}

/* ---- sin, cos, tan -------------------------------------------------------- */

/* 32 bits of the 320-bit p (little-endian limbs) from bit b on */
__HIPC_MATH __hipc_u32 __hipc_bits32(const __hipc_u32 *p, int b) {
  int l = b >> 5, o = b & 31;
  __hipc_u64 lo = l >= 0 && l < 10 ? p[l] : 0;
  __hipc_u64 hi = l + 1 >= 0 && l + 1 < 10 ? p[l + 1] : 0;
  return (__hipc_u32)(((hi << 32) | lo) >> o);
}

/* |x| >= 2^19, finite (Payne-Hanek): x = X 2^q with X a 53-bit integer;
 * the bits of 2/pi whose products with x are multiples of 4 are skipped,
 * the next 256 multiplied by X exactly, and the product's bits at the
 * binary point give the quadrant and the fraction (to 2^-170). */
__HIPC_MATH int __hipc_reduce_large(double ax, __hipc_dd *r) {
  /* the fraction bits of 2/pi, 32 to an element: 2/pi = sum b[j] 2^-32(j+1) */
  static const __hipc_u32 two_over_pi[48] = {
    0xa2f9836e, 0x4e441529, 0xfc2757d1, 0xf534ddc0, 0xdb629599, 0x3c439041,
    0xfe5163ab, 0xdebbc561, 0xb7246e3a, 0x424dd2e0, 0x06492eea, 0x09d1921c,
    0xfe1deb1c, 0xb129a73e, 0xe88235f5, 0x2ebb4484, 0xe99c7026, 0xb45f7e41,
    0x3991d639, 0x835339f4, 0x9c845f8b, 0xbdf9283b, 0x1ff897ff, 0xde05980f,
    0xef2f118b, 0x5a0a6d1f, 0x6d367ecf, 0x27cb09b7, 0x4f463f66, 0x9e5fea2d,
    0x7527bac7, 0xebe5f17b, 0x3d0739f7, 0x8a5292ea, 0x6bfb5fb1, 0x1f8d5d08,
    0x56033046, 0xfc7b6bab, 0xf0cfbc20, 0x9af4361d, 0xa9e39161, 0x5ee61b08,
    0x6599855f, 0x14a06840, 0x8dffd880, 0x4d732731, 0x06061556, 0xca73a8c9};
  int e;
  double m = __builtin_frexp(ax, &e);
  __hipc_u64 X = (__hipc_u64)__builtin_ldexp(m, 53);
  int q = e - 53;
  int j0 = q - 2 >= 0 ? (q - 2) >> 5 : 0;
  __hipc_u32 p[10] = {0};
  for (int k = 0; k < 2; k++) {
    __hipc_u64 xk = k ? X >> 32 : X & 0xffffffffu, carry = 0;
    for (int i = 0; i < 8; i++) {
      __hipc_u64 t = (__hipc_u64)two_over_pi[j0 + 7 - i] * xk + p[i + k] + carry;
      p[i + k] = (__hipc_u32)t;
      carry = t >> 32;
    }
    p[8 + k] = (__hipc_u32)carry;
  }
  int s = 32 * (j0 + 8) - q; /* the product's binary point */
  int n = (int)(__hipc_bits32(p, s) & 3);
  __hipc_u64 h = (__hipc_u64)__hipc_bits32(p, s - 32) << 32 | __hipc_bits32(p, s - 64);
  __hipc_u64 l = (__hipc_u64)__hipc_bits32(p, s - 96) << 32 | __hipc_bits32(p, s - 128);
  double sign = 1.0;
  if (h >> 63) { /* fraction >= 1/2: take it from the next quadrant */
    n++;
    sign = -1.0;
    h = ~h;
    l = ~l + 1;
    h += l == 0;
  }
  int lz = h ? __builtin_clzll(h) : 64 + (l ? __builtin_clzll(l) : 64);
  if (lz >= 128) {
    r->hi = r->lo = 0.0;
    return n & 3;
  }
  if (lz >= 64) {
    h = l << (lz - 64);
    l = 0;
  } else if (lz) {
    h = h << lz | l >> (64 - lz);
    l <<= lz;
  }
  double f = __builtin_ldexp((double)(h >> 11), -53 - lz);
  double fl = __builtin_ldexp((double)((h & 0x7ff) << 42 | l >> 22), -106 - lz);
  __hipc_dd t = __hipc_dd_mul((__hipc_dd){sign * f, sign * fl},
                              (__hipc_dd){0x1.921fb54442d18p+0, 0x1.1a62633145c07p-54});
  *r = t;
  return n & 3;
}

/* x = n pi/2 + r, |r| <= about pi/4, r in double-double; returns n mod 4.
 * Below 2^19, Cody-Waite: pi/2 in three 33-bit pieces and a 53-bit one,
 * whose products with n (below 2^19) are exact. */
__HIPC_MATH int __hipc_reduce(double x, __hipc_dd *r) {
  double ax = __builtin_fabs(x);
  if (ax <= 0x1.921fb54442d18p-1) {
    r->hi = x;
    r->lo = 0.0;
    return 0;
  }
  int n;
  __hipc_dd t;
  if (ax < 0x1p19) {
    double k = __builtin_rint(ax * 0x1.45f306dc9c883p-1);
    double r0 = ax - k * 0x1.921fb544p+0; /* exact */
    t = __hipc_two_sum(r0, -k * 0x1.0b4611a6p-34);
    __hipc_dd t2 = __hipc_two_sum(t.hi, -k * 0x1.3198a2ep-69);
    t2.lo += t.lo - k * 0x1.b839a252049c1p-104;
    t = __hipc_fast_two_sum(t2.hi, t2.lo);
    n = (int)k & 3;
  } else {
    n = __hipc_reduce_large(ax, &t);
  }
  if (x < 0.0) {
    t.hi = -t.hi;
    t.lo = -t.lo;
    n = (4 - n) & 3;
  }
  *r = t;
  return n;
}

/* sin(r + rl), |r| <= pi/4, as r + a small tail: Taylor to r^17 (error
 * below 2^-60) */
__HIPC_MATH __hipc_dd __hipc_sin_kernel(double r, double rl) {
  double z = r * r;
  double p = 1.0 / 355687428096000.0;
  p = __builtin_fma(p, z, -1.0 / 1307674368000.0);
  p = __builtin_fma(p, z, 1.0 / 6227020800.0);
  p = __builtin_fma(p, z, -1.0 / 39916800.0);
  p = __builtin_fma(p, z, 1.0 / 362880.0);
  p = __builtin_fma(p, z, -1.0 / 5040.0);
  p = __builtin_fma(p, z, 1.0 / 120.0);
  p = __builtin_fma(p, z, -1.0 / 6.0);
  __hipc_dd v = {r, __builtin_fma(r * z, p, rl * (1.0 - 0.5 * z))};
  return v;
}

/* cos(r + rl), |r| <= pi/4, as w + a small tail: Taylor to r^16, with
 * w = 1 - r^2/2 and its rounding error in the tail */
__HIPC_MATH __hipc_dd __hipc_cos_kernel(double r, double rl) {
  double z = r * r;
  double p = 1.0 / 20922789888000.0;
  p = __builtin_fma(p, z, -1.0 / 87178291200.0);
  p = __builtin_fma(p, z, 1.0 / 479001600.0);
  p = __builtin_fma(p, z, -1.0 / 3628800.0);
  p = __builtin_fma(p, z, 1.0 / 40320.0);
  p = __builtin_fma(p, z, -1.0 / 720.0);
  p = __builtin_fma(p, z, 1.0 / 24.0);
  double hz = 0.5 * z, w = 1.0 - hz;
  __hipc_dd v = {w, ((1.0 - w) - hz) + __builtin_fma(z * z, p, -r * rl)};
  return v;
}

__HIPC_MATH double __hipc_sin(double x) {
  if (__builtin_fabs(x) < 0x1p-26)
    return x;
  if (!(__builtin_fabs(x) < __builtin_huge_val()))
    return x - x;
  __hipc_dd r;
  int n = __hipc_reduce(x, &r);
  __hipc_dd k = n & 1 ? __hipc_cos_kernel(r.hi, r.lo) : __hipc_sin_kernel(r.hi, r.lo);
  double v = k.hi + k.lo;
  return n & 2 ? -v : v;
}

__HIPC_MATH double __hipc_cos(double x) {
  if (__builtin_fabs(x) < 0x1p-27)
    return 1.0;
  if (!(__builtin_fabs(x) < __builtin_huge_val()))
    return x - x;
  __hipc_dd r;
  int n = __hipc_reduce(x, &r);
  __hipc_dd k = n & 1 ? __hipc_sin_kernel(r.hi, r.lo) : __hipc_cos_kernel(r.hi, r.lo);
  double v = k.hi + k.lo;
  return (n + 1) & 2 ? -v : v;
}

__HIPC_MATH double __hipc_tan(double x) {
  if (__builtin_fabs(x) < 0x1p-27)
    return x;
  if (!(__builtin_fabs(x) < __builtin_huge_val()))
    return x - x;
  __hipc_dd r;
  int n = __hipc_reduce(x, &r);
  __hipc_dd s = __hipc_sin_kernel(r.hi, r.lo), c = __hipc_cos_kernel(r.hi, r.lo);
  s = __hipc_fast_two_sum(s.hi, s.lo);
  c = __hipc_fast_two_sum(c.hi, c.lo);
  if (n & 1) { /* -cos / sin */
    __hipc_dd t = s;
    s.hi = -c.hi;
    s.lo = -c.lo;
    c = t;
  }
  /* the quotient of the two double-doubles, corrected once */
  double q = s.hi / c.hi;
  return q + (__builtin_fma(-q, c.hi, s.hi) + s.lo - q * c.lo) / c.hi;
}

/* ---- hypot, cbrt ---------------------------------------------------------- */

/* sqrt(x^2 + y^2) without overflow: scaled so that the larger is in
 * [1/2, 1), the sum of squares in double-double, the square root with
 * one Newton correction. */
__HIPC_MATH double __hipc_hypot(double x, double y) {
  double ax = __builtin_fabs(x), ay = __builtin_fabs(y), inf = __builtin_huge_val();
  if (ax == inf || ay == inf)
    return inf;
  if (ax != ax || ay != ay)
    return ax + ay;
  if (ax < ay) {
    double t = ax;
    ax = ay;
    ay = t;
  }
  if (ay == 0.0)
    return ax;
  int e;
  __builtin_frexp(ax, &e);
  ax = __builtin_ldexp(ax, -e);
  ay = __builtin_ldexp(ay, -e);
  double a2 = __hipc_mul(ax, ax), a2l = __builtin_fma(ax, ax, -a2);
  double b2 = __hipc_mul(ay, ay), b2l = __builtin_fma(ay, ay, -b2);
  __hipc_dd s = __hipc_fast_two_sum(a2, b2);
  s.lo += a2l + b2l;
  double h = __builtin_sqrt(s.hi);
  h += (__builtin_fma(-h, h, s.hi) + s.lo) / (2.0 * h);
  return __builtin_ldexp(h, e);
}

/* x = 2^3q m with m in [1/2, 4); m^(1/3) from a float estimate and two
 * Newton steps, the last with its residual by fma. */
__HIPC_MATH double __hipc_cbrt(double x) {
  if (x == 0.0 || !(__builtin_fabs(x) < __builtin_huge_val()))
    return x + x;
  int e;
  double m = __builtin_frexp(__builtin_fabs(x), &e);
  int q = (e >= 0 ? e : e - 2) / 3; /* floor(e / 3) */
  m = __builtin_ldexp(m, e - 3 * q);
  double y = (double)__builtin_exp2f(__builtin_log2f((float)m) * (1.0f / 3.0f));
  y = y + (m / (y * y) - y) * (1.0 / 3.0);
  y = y + (m / (y * y) - y) * (1.0 / 3.0);
  double y2 = y * y;
  y += __builtin_fma(-y2, y, m) / (3.0 * y2);
  return __builtin_copysign(__builtin_ldexp(y, q), x);
}

/* ---- expm1, log1p, sinh, cosh, tanh --------------------------------------- */

/* e^x - 1: x = k ln 2 + r as in exp, e^r - 1 = r + r^2 P(r) as a
 * double-double (relative accuracy kept near 0, where k = 0 and r = x),
 * then 2^k (1 + (e^r - 1)) - 1. */
__HIPC_MATH double __hipc_expm1(double x) {
  if (x != x)
    return x + x;
  if (x > 0x1.62e42fefa39efp+9) /* ln(DBL_MAX) */
    return __builtin_huge_val();
  if (x < -40.0) /* e^x below 2^-57: -1 rounded */
    return -1.0;
  if (__builtin_fabs(x) < 0x1p-54)
    return x;
  double k = __builtin_rint(x * 0x1.71547652b82fep+0);
  double r1 = __builtin_fma(-k, 0x1.62e42fefa39efp-1, x); /* exact; x itself for k = 0 */
  double r = __builtin_fma(-k, 0x1.abc9e3b39803fp-56, r1);
  double dr = __builtin_fma(-k, 0x1.abc9e3b39803fp-56, r1 - r);
  double p = __hipc_exp_taylor(r);
  __hipc_dd a = __hipc_fast_two_sum(r, __hipc_mul(r * r, p)); /* e^r - 1 */
  if (k == 0.0)
    return a.hi + a.lo;
  if (k > 1022.0)
    return __hipc_exp_core(x, 0.0, 0); /* 1 is nothing beside e^x */
  /* 2^k e^r - 1 = 2^k (1 + a) - 1, each step exact but the last */
  __hipc_dd e = __hipc_fast_two_sum(1.0, a.hi);
  e.lo += a.lo + dr * (1.0 + r);
  double t = __builtin_ldexp(1.0, (int)k);
  __hipc_dd m = __hipc_two_sum(t * e.hi, -1.0);
  return m.hi + (m.lo + t * e.lo);
}

/* ln(1 + x): 1 + x as an exact sum hi + lo, ln hi in double-double, and
 * lo / hi for the rest */
__HIPC_MATH double __hipc_log1p(double x) {
  if (!(x > -1.0))
    return x == -1.0 ? -__builtin_huge_val() : x != x ? x + x : __builtin_nan("");
  if (x == __builtin_huge_val())
    return x;
  if (__builtin_fabs(x) < 0x1p-54)
    return x;
  __hipc_dd u = __hipc_two_sum(1.0, x);
  __hipc_dd l = __hipc_log_dd(u.hi);
  return l.hi + (l.lo + u.lo / u.hi);
}

/* e^(x + xl) = 2^k (e.hi + e.lo), e.hi in about [0.7, 1.42], to about
 * 2^-56 relative, for |x| below 746 and xl tiny beside it: exp's
 * reduction with the rounding error of r kept, and e^r = 1 + r + r^2 P(r)
 * summed exactly. */
__HIPC_MATH __hipc_dd __hipc_exp_dd_scaled(double x, double xl, int *k) {
  double kk = __builtin_rint(x * 0x1.71547652b82fep+0);
  double r1 = __builtin_fma(-kk, 0x1.62e42fefa39efp-1, x); /* exact */
  __hipc_dd r = __hipc_two_sum(r1, __builtin_fma(-kk, 0x1.abc9e3b39803fp-56, xl));
  double p = __hipc_exp_taylor(r.hi);
  __hipc_dd a = __hipc_fast_two_sum(r.hi, __hipc_mul(r.hi * r.hi, p));
  __hipc_dd e = __hipc_fast_two_sum(1.0, a.hi);
  e.lo += a.lo + r.lo * (1.0 + r.hi);
  *k = (int)kk;
  return __hipc_fast_two_sum(e.hi, e.lo);
}

/* e^x as hi + lo, to about 2^-56, for |x| <= 22 */
__HIPC_MATH __hipc_dd __hipc_exp_dd(double x) {
  int k;
  __hipc_dd e = __hipc_exp_dd_scaled(x, 0.0, &k);
  e.hi = __builtin_ldexp(e.hi, k);
  e.lo = __builtin_ldexp(e.lo, k);
  return e;
}

/* sinh and cosh of |x| < 1 as double-doubles, by their Taylor series to
 * x^23 and x^24 (error below 2^-70) */
__HIPC_MATH __hipc_dd __hipc_sinh_taylor(double x) {
  double z = x * x;
  double p = 1.0 / 25852016738884976640000.0;
  p = __builtin_fma(p, z, 1.0 / 51090942171709440000.0);
  p = __builtin_fma(p, z, 1.0 / 121645100408832000.0);
  p = __builtin_fma(p, z, 1.0 / 355687428096000.0);
  p = __builtin_fma(p, z, 1.0 / 1307674368000.0);
  p = __builtin_fma(p, z, 1.0 / 6227020800.0);
  p = __builtin_fma(p, z, 1.0 / 39916800.0);
  p = __builtin_fma(p, z, 1.0 / 362880.0);
  p = __builtin_fma(p, z, 1.0 / 5040.0);
  p = __builtin_fma(p, z, 1.0 / 120.0);
  p = __builtin_fma(p, z, 1.0 / 6.0);
  return __hipc_fast_two_sum(x, __hipc_mul(x * z, p));
}

__HIPC_MATH __hipc_dd __hipc_cosh_taylor(double x) {
  double z = x * x;
  double p = 1.0 / 620448401733239439360000.0;
  p = __builtin_fma(p, z, 1.0 / 1124000727777607680000.0);
  p = __builtin_fma(p, z, 1.0 / 2432902008176640000.0);
  p = __builtin_fma(p, z, 1.0 / 6402373705728000.0);
  p = __builtin_fma(p, z, 1.0 / 20922789888000.0);
  p = __builtin_fma(p, z, 1.0 / 87178291200.0);
  p = __builtin_fma(p, z, 1.0 / 479001600.0);
  p = __builtin_fma(p, z, 1.0 / 3628800.0);
  p = __builtin_fma(p, z, 1.0 / 40320.0);
  p = __builtin_fma(p, z, 1.0 / 720.0);
  p = __builtin_fma(p, z, 1.0 / 24.0);
  return __hipc_fast_two_sum(1.0, __builtin_fma(z * z, p, 0.5 * z));
}

/* e^|x| + s e^-|x| (s = 1 or -1) as a double-double, 1 <= |x| <= 22 */
__HIPC_MATH __hipc_dd __hipc_exp_pair(double ax, double s) {
  __hipc_dd e = __hipc_exp_dd(ax);
  double inv = 1.0 / e.hi;
  double invl = (__builtin_fma(-inv, e.hi, 1.0) - inv * e.lo) / e.hi;
  __hipc_dd r = __hipc_fast_two_sum(e.hi, s * inv);
  r.lo += e.lo + s * invl;
  return r;
}

/* (a.hi + a.lo) / (b.hi + b.lo), rounded, with one correction */
__HIPC_MATH double __hipc_dd_div(__hipc_dd a, __hipc_dd b) {
  double q = a.hi / b.hi;
  return q + (__builtin_fma(-q, b.hi, a.hi) + a.lo - q * b.lo) / b.hi;
}

__HIPC_MATH double __hipc_sinh(double x) {
  double ax = __builtin_fabs(x), v;
  if (!(ax < __builtin_huge_val()))
    return x + x; /* NaN, +-inf */
  if (ax < 0x1p-26)
    return x;
  if (ax < 1.0) {
    __hipc_dd t = __hipc_sinh_taylor(ax);
    v = t.hi + t.lo;
  } else if (ax <= 22.0) {
    __hipc_dd t = __hipc_exp_pair(ax, -1.0);
    v = 0.5 * (t.hi + t.lo);
  } else { /* e^-|x| is nothing beside e^|x|; the halving inside exp keeps the range */
    v = ax < 711.0 ? __hipc_exp_core(ax, 0.0, -1) : __builtin_huge_val();
  }
  return __builtin_copysign(v, x);
}

__HIPC_MATH double __hipc_cosh(double x) {
  double ax = __builtin_fabs(x);
  if (ax != ax)
    return x + x;
  if (ax < 0x1p-27)
    return 1.0;
  if (ax < 1.0) {
    __hipc_dd t = __hipc_cosh_taylor(ax);
    return t.hi + t.lo;
  }
  if (ax <= 22.0) {
    __hipc_dd t = __hipc_exp_pair(ax, 1.0);
    return 0.5 * (t.hi + t.lo);
  }
  return ax < 711.0 ? __hipc_exp_core(ax, 0.0, -1) : __builtin_huge_val();
}

/* sinh / cosh, each a double-double */
__HIPC_MATH double __hipc_tanh(double x) {
  double ax = __builtin_fabs(x), v;
  if (ax != ax)
    return x + x;
  if (ax < 0x1p-27)
    return x;
  if (ax > 22.0) /* 1 - 2e^-44 rounds to 1 */
    v = 1.0;
  else if (ax >= 1.0)
    v = __hipc_dd_div(__hipc_exp_pair(ax, -1.0), __hipc_exp_pair(ax, 1.0));
  else
    v = __hipc_dd_div(__hipc_sinh_taylor(ax), __hipc_cosh_taylor(ax));
  return __builtin_copysign(v, x);
}

/* ---- atan, atan2, asin, acos ---------------------------------------------- */

/* atan((n + nl) / (d + dl)) for finite n, d >= 0, not both 0, nl and dl
 * tiny beside them, in double-double: the ratio y taken below 1
 * (atan(n/d) = pi/2 - atan(d/n)), then
 * atan y = atan c + atan t, c = j/8 nearest y, t = (y - c) / (1 + yc),
 * |t| <= 1/16: its series to t^17 (error below 2^-70). */
__HIPC_MATH __hipc_dd __hipc_atan_dd(double n, double nl, double d, double dl) {
  static const double atan_hi[9] = {
      0.0, 0x1.fd5ba9aac2f6ep-4, 0x1.f5b75f92c80ddp-3, 0x1.6f61941e4def1p-2,
      0x1.dac670561bb4fp-2, 0x1.1e00babdefeb4p-1, 0x1.4978fa3269ee1p-1,
      0x1.700a7c5784634p-1, 0x1.921fb54442d18p-1};
  static const double atan_lo[9] = {
      0.0, -0x1.cd37686760c17p-59, 0x1.8ab6e3cf7afbdp-57, -0x1.c63aae6f6e918p-56,
      0x1.a2b7f222f65e2p-56, -0x1.928df287a668fp-58, 0x1.2419a87f2a458p-56,
      -0x1.8c34d25aadef6p-56, 0x1.1a62633145c07p-55};
  int invert = n > d;
  double num = invert ? d : n, den = invert ? n : d;
  double numl = invert ? dl : nl, denl = invert ? nl : dl;
  double y = num / den;
  /* y + yl: the ratio, to about 2^-100 */
  double yl = (__builtin_fma(-y, den, num) + numl - y * denl) / den;
  int j = (int)__builtin_rint(y * 8.0);
  double c = 0.125 * j;
  /* t = (y - c + yl) / (1 + yc), as a double-double */
  double tn = y - c; /* exact */
  double td = __builtin_fma(y, c, 1.0);
  double tdl = __builtin_fma(y, c, 1.0 - td) + yl * c;
  double t = tn / td;
  double tl = (__builtin_fma(-t, td, tn) + yl - t * tdl) / td;
  double z = t * t;
  double p = 1.0 / 17.0;
  p = __builtin_fma(p, z, -1.0 / 15.0);
  p = __builtin_fma(p, z, 1.0 / 13.0);
  p = __builtin_fma(p, z, -1.0 / 11.0);
  p = __builtin_fma(p, z, 1.0 / 9.0);
  p = __builtin_fma(p, z, -1.0 / 7.0);
  p = __builtin_fma(p, z, 1.0 / 5.0);
  p = __builtin_fma(p, z, -1.0 / 3.0);
  __hipc_dd r = __hipc_fast_two_sum(atan_hi[j], t);
  r.lo += atan_lo[j] + (tl + t * z * p);
  if (invert) {
    __hipc_dd s = __hipc_fast_two_sum(0x1.921fb54442d18p+0, -r.hi);
    s.lo += 0x1.1a62633145c07p-54 - r.lo;
    r = s;
  }
  return r;
}

/* pi - (r.hi + r.lo), rounded */
__HIPC_MATH double __hipc_pi_minus(__hipc_dd r) {
  __hipc_dd s = __hipc_fast_two_sum(0x1.921fb54442d18p+1, -r.hi);
  return s.hi + (s.lo + (0x1.1a62633145c07p-53 - r.lo));
}

__HIPC_MATH double __hipc_atan(double x) {
  double ax = __builtin_fabs(x);
  if (ax != ax)
    return x + x;
  if (ax < 0x1p-27)
    return x;
  if (ax == __builtin_huge_val())
    return __builtin_copysign(0x1.921fb54442d18p+0, x);
  __hipc_dd r = __hipc_atan_dd(ax, 0.0, 1.0, 0.0);
  return __builtin_copysign(r.hi + r.lo, x);
}

/* C17 F.10.1.4's special cases, then atan(|y| / |x|), from pi for x < 0 */
__HIPC_MATH double __hipc_atan2(double y, double x) {
  if (x != x || y != y)
    return x + y;
  double ax = __builtin_fabs(x), ay = __builtin_fabs(y), inf = __builtin_huge_val();
  int xneg = __builtin_copysign(1.0, x) < 0.0;
  double v;
  if (ay == 0.0)
    return xneg ? __builtin_copysign(0x1.921fb54442d18p+1, y) : y;
  if (ay == inf)
    v = ax == inf ? (xneg ? 0x1.2d97c7f3321d2p+1 : 0x1.921fb54442d18p-1)
                  : 0x1.921fb54442d18p+0;
  else if (ax == inf)
    v = xneg ? 0x1.921fb54442d18p+1 : 0.0;
  else if (ax == 0.0)
    v = 0x1.921fb54442d18p+0;
  else {
    __hipc_dd r = __hipc_atan_dd(ay, 0.0, ax, 0.0);
    v = xneg ? __hipc_pi_minus(r) : r.hi + r.lo;
  }
  return __builtin_copysign(v, y);
}

/* sqrt(s + t x^2) as a double-double, s and t each 1 or -1, the sum
 * nonnegative */
__HIPC_MATH __hipc_dd __hipc_sqrt_sum_sq(double s, double t, double x) {
  double p = __hipc_mul(x, x), pl = __builtin_fma(x, x, -p);
  __hipc_dd w = __hipc_two_sum(s, t * p);
  w.lo += t * pl;
  w = __hipc_fast_two_sum(w.hi, w.lo);
  __hipc_dd c;
  c.hi = __builtin_sqrt(w.hi);
  c.lo = c.hi > 0.0 ? (__builtin_fma(-c.hi, c.hi, w.hi) + w.lo) / (2.0 * c.hi) : 0.0;
  return c;
}

/* asin x = atan(x / sqrt(1 - x^2)) */
__HIPC_MATH double __hipc_asin(double x) {
  double ax = __builtin_fabs(x);
  if (!(ax <= 1.0))
    return x != x ? x + x : __builtin_nan("");
  if (ax < 0x1p-26)
    return x;
  __hipc_dd c = __hipc_sqrt_sum_sq(1.0, -1.0, ax);
  __hipc_dd r = __hipc_atan_dd(ax, 0.0, c.hi, c.lo);
  return __builtin_copysign(r.hi + r.lo, x);
}

/* acos x = atan(sqrt(1 - x^2) / x), from pi for x < 0 */
__HIPC_MATH double __hipc_acos(double x) {
  double ax = __builtin_fabs(x);
  if (!(ax <= 1.0))
    return x != x ? x + x : __builtin_nan("");
  __hipc_dd c = __hipc_sqrt_sum_sq(1.0, -1.0, ax);
  __hipc_dd r = __hipc_atan_dd(c.hi, c.lo, ax, 0.0);
  return x < 0.0 ? __hipc_pi_minus(r) : r.hi + r.lo;
}

/* ---- asinh, acosh, atanh ------------------------------------------------- */

/* ln(s.hi + s.lo), s.hi > 0, rounded */
__HIPC_MATH double __hipc_log_of_dd(__hipc_dd v) {
  __hipc_dd l = __hipc_log_dd(v.hi);
  return l.hi + (l.lo + v.lo / v.hi);
}

/* asinh |x| = ln(|x| + sqrt(x^2 + 1)), the sum a double-double (for large
 * |x|, ln 2|x|) */
__HIPC_MATH double __hipc_asinh(double x) {
  double ax = __builtin_fabs(x), v;
  if (!(ax < __builtin_huge_val()))
    return x + x;
  if (ax < 0x1p-27)
    return x;
  if (ax > 0x1p28) {
    __hipc_dd l = __hipc_log_dd(ax);
    v = l.hi + (l.lo + 0x1.62e42fefa39efp-1);
  } else {
    __hipc_dd c = __hipc_sqrt_sum_sq(1.0, 1.0, ax);
    __hipc_dd sum = __hipc_fast_two_sum(c.hi, ax); /* c > |x| */
    sum.lo += c.lo;
    v = __hipc_log_of_dd(sum);
  }
  return __builtin_copysign(v, x);
}

/* acosh x = ln(x + sqrt(x^2 - 1)) for x >= 1 */
__HIPC_MATH double __hipc_acosh(double x) {
  if (!(x >= 1.0))
    return x != x ? x + x : __builtin_nan("");
  if (x == __builtin_huge_val())
    return x;
  if (x > 0x1p28) {
    __hipc_dd l = __hipc_log_dd(x);
    return l.hi + (l.lo + 0x1.62e42fefa39efp-1);
  }
  __hipc_dd c = __hipc_sqrt_sum_sq(-1.0, 1.0, x);
  __hipc_dd sum = __hipc_fast_two_sum(x, c.hi); /* x > sqrt(x^2 - 1) */
  sum.lo += c.lo;
  return __hipc_log_of_dd(sum);
}

/* atanh x = (ln(1 + x) - ln(1 - x)) / 2, each logarithm of an exact sum
 * in double-double, so that their difference keeps its accuracy near 0 */
__HIPC_MATH double __hipc_atanh(double x) {
  double ax = __builtin_fabs(x);
  if (!(ax < 1.0))
    return ax == 1.0 ? __builtin_copysign(__builtin_huge_val(), x)
                     : x != x ? x + x : __builtin_nan("");
  if (ax < 0x1p-27)
    return x;
  __hipc_dd up = __hipc_two_sum(1.0, ax), dn = __hipc_two_sum(1.0, -ax);
  __hipc_dd lu = __hipc_log_dd(up.hi), ld = __hipc_log_dd(dn.hi);
  __hipc_dd d = __hipc_two_sum(lu.hi, -ld.hi);
  d.lo += (lu.lo + up.lo / up.hi) - (ld.lo + dn.lo / dn.hi);
  return __builtin_copysign(0.5 * (d.hi + d.lo), x);
}

/* sum c_k T_k(u), k = 0..n-1, by Clenshaw's recurrence, from a table
 * [c0's tail, c1's tail, c0, ..., c(n-1)] (the tails: what rounding c0 and
 * c1 to double left out); the last step, c0 + u b1 - b2, and the tails in
 * double-double */
__HIPC_MATH __hipc_dd __hipc_chebyshev(const double *t, int n, double u) {
  const double *c = t + 2;
  double b1 = 0.0, b2 = 0.0;
  for (int j = n - 1; j > 0; j--) {
    double v = __builtin_fma(2.0 * u, b1, c[j] - b2);
    b2 = b1;
    b1 = v;
  }
  double p = __hipc_mul(u, b1);
  __hipc_dd s = __hipc_two_sum(c[0], p);
  double rest = (__builtin_fma(u, b1, -p) - b2) + __builtin_fma(u, t[1], t[0]);
  return __hipc_fast_two_sum(s.hi, s.lo + rest);
}

/* ---- erf, erfc ------------------------------------------------------------ */

/* erfc(x) e^(x^2) on [0.5, 28): Chebyshev series on pieces, printed by
 * scripts/math-fits.py (relative error 2^-60 before rounding). */
static const __attribute__((constant)) double __hipc_erfcx_bounds[11] = {0.5, 1, 1.5, 2, 3, 4, 6, 9, 14, 20, 28};
static const __attribute__((constant)) unsigned char __hipc_erfcx_start[11] = {0, 17, 33, 49, 67, 84, 104, 124, 145, 165, 185};
static const __attribute__((constant)) double __hipc_erfcx_coef[185] = {
    /* [0.5, 1]: relative error 1.6e-17 */
    -0x1.5f740ae9ded30p-57, -0x1.a0d6468777eedp-58, 0x1.074c4de1c1e21p-1,
    -0x1.7f1de3005c3c1p-4, 0x1.e1a8e143d32bap-8, -0x1.0f126d3546595p-11,
    0x1.1721493ab0d3ep-15, -0x1.0acaf226b13c2p-19, 0x1.de56ca99bb4a3p-24,
    -0x1.955a242ece359p-28, 0x1.46b2a1d04c714p-32, -0x1.f74eebd45041cp-37,
    0x1.740832a7cadeap-41, -0x1.08c587b854375p-45, 0x1.6be444a656d71p-50,
    -0x1.e4133e4a0210ap-55, 0x1.384f04630f823p-59,
    /* [1, 1.5]: relative error 1.1e-17 */
    -0x1.f5ec74eff8984p-59, -0x1.fc8f26d84254fp-60, 0x1.7c19f6c0d717bp-2,
    -0x1.b088af9a7cf4dp-5, 0x1.bb1f8f8ea2adep-9, -0x1.a141a74c0ab41p-13,
    0x1.6e252fd9e4dfdp-17, -0x1.2e62bb73b4d6cp-21, 0x1.d98ea3bcdcf4fp-26,
    -0x1.619d6b4df3c03p-30, 0x1.f9f12567c4b3fp-35, -0x1.5c11b573793e7p-39,
    0x1.ce03d962f999bp-44, -0x1.289a262f3c890p-48, 0x1.7136aebf1cf5ep-53,
    -0x1.be7afbe5cdf01p-58,
    /* [1.5, 2]: relative error 1e-17 */
    0x1.f62836023b51ap-58, -0x1.f35af1fd4dae2p-59, 0x1.259bd3486abd0p-2,
    -0x1.0e6447668e121p-5, 0x1.cd2668e289cf3p-10, -0x1.709a88731247fp-14,
    0x1.169c1f168eba5p-18, -0x1.90ede0e1a997dp-23, 0x1.1409ea5a8ad0bp-27,
    -0x1.6d3d6008d4ceep-32, 0x1.d1f71341852e8p-37, -0x1.1f6b256f5c961p-41,
    0x1.57b3e6367eca0p-46, -0x1.8f3f130ec2eb4p-51, 0x1.c351813cf7539p-56,
    -0x1.f1494c7db98bcp-61,
    /* [2, 3]: relative error 2e-17 */
    0x1.aebc9e3cfa9b0p-58, -0x1.94d5f1a9a914cp-64, 0x1.b63c72a3f79e9p-3,
    -0x1.36ca999be6dabp-5, 0x1.a2e534f5f716ap-9, -0x1.0dde56f226ea4p-12,
    0x1.4df6ed62eb180p-16, -0x1.8e6ec0633eba0p-20, 0x1.cbaf83dd208cbp-24,
    -0x1.011b9e3141f19p-27, 0x1.177895ade6f1ep-31, -0x1.27bf4b748a09fp-35,
    0x1.31337629285f1p-39, -0x1.3395a480d8e94p-43, 0x1.2f1f049587ef4p-47,
    -0x1.247163b3459d1p-51, 0x1.147edddf0e109p-55, -0x1.006d3b14b6957p-59,
    /* [3, 4]: relative error 1.2e-17 */
    0x1.467f079111c53p-59, 0x1.5638ad5ec7f17p-60, 0x1.40cd66ea36ddap-3,
    -0x1.56adce084f4b5p-6, 0x1.62c2d8c15423ep-10, -0x1.64d2a8b374516p-14,
    0x1.5d6a793f4982bp-18, -0x1.4db86a249dfd2p-22, 0x1.3759453692c7fp-26,
    -0x1.1c22eb0fd9fc1p-30, 0x1.fbe5633cf2f5cp-35, -0x1.bd09a112afbd8p-39,
    0x1.7eaf1bb3082d4p-43, -0x1.43355a9affbb6p-47, 0x1.0c53ee41971dbp-51,
    -0x1.b64274235c238p-56, 0x1.604b3e6cfd311p-60,
    /* [4, 6]: relative error 1.9e-17 */
    0x1.a5881dd22d63ep-61, -0x1.73fde51647200p-60, 0x1.cdf082dabbaf4p-4,
    -0x1.6707de67dd53ep-6, 0x1.12246df22dcc6p-9, -0x1.9ba4608847f36p-13,
    0x1.301d631baf712p-16, -0x1.ba7aa17ae5ca6p-20, 0x1.3d2d47df1dcd4p-23,
    -0x1.c04ef01f2bcd3p-27, 0x1.388786ff89af9p-30, -0x1.ae0c85a5e5d50p-34,
    0x1.2424b025948afp-37, -0x1.88133254c9bd4p-41, 0x1.03fc393439d1fp-44,
    -0x1.54d7d702d3859p-48, 0x1.b9e1c792dd4b5p-52, -0x1.1b58198511a8bp-55,
    0x1.678f25e028ad7p-59, -0x1.c39d98a2e63a2p-63,
    /* [6, 9]: relative error 2.7e-17 */
    0x1.25867f73e2d4ep-59, 0x1.c4133595251d5p-61, 0x1.3779d26b1fed7p-4,
    -0x1.ee69ddcf980b8p-7, 0x1.850c284f3f213p-10, -0x1.2f9644f06e5a4p-13,
    0x1.d5f27d62de5d7p-17, -0x1.68d8d4cbeea75p-20, 0x1.12ecb76213c70p-23,
    -0x1.9fbe6483c3ca0p-27, 0x1.3802e224a7135p-30, -0x1.d0eabd1f5f0f5p-34,
    0x1.57e9308084ad1p-37, -0x1.f93f4f93271b3p-41, 0x1.70983b0ac4370p-44,
    -0x1.0b18a9ebb4428p-47, 0x1.808b1cf3de4acp-51, -0x1.1306a97b3867ap-54,
    0x1.86e5ebe34ac26p-58, -0x1.140f53e444737p-61,
    /* [9, 14]: relative error 2.8e-17 */
    -0x1.3ba1adaeed105p-59, -0x1.d84623975b0f6p-65, 0x1.9a03c5f3bf5c1p-5,
    -0x1.65fe41aee71b8p-7, 0x1.37603bc45f5ebp-10, -0x1.0dcdf753f9226p-13,
    0x1.d1d15fd2d886fp-17, -0x1.90a1589c2c439p-20, 0x1.574e01db74b4ep-23,
    -0x1.251e08340afabp-26, 0x1.f2bde13ade5e0p-30, -0x1.a6cdc7df859c3p-33,
    0x1.652bfcb777466p-36, -0x1.2cae61ae31f5bp-39, 0x1.f8830c019565ap-43,
    -0x1.a5d20faad47dfp-46, 0x1.5f7edf00447dbp-49, -0x1.23eb3d47de536p-52,
    0x1.e347acda9ccddp-56, -0x1.8ebbefe1fb29bp-59, 0x1.47e9e544804fep-62,
    /* [14, 20]: relative error 2e-17 */
    -0x1.3f87ab4e3a8b3p-63, 0x1.5e59cd758ae35p-62, 0x1.13b1a19783561p-5,
    -0x1.86e374d9be7dbp-8, 0x1.149ef6cd1d0f9p-11, -0x1.86d46e3ee6b28p-15,
    0x1.139dbe052d0d1p-18, -0x1.840fa4079679dp-22, 0x1.10b8725ae0e32p-25,
    -0x1.7eaae08acda1ep-29, 0x1.0c033d309c20cp-32, -0x1.76c9138e6d5cdp-36,
    0x1.059b1e98f7456p-39, -0x1.6c98ef5ea52cap-43, 0x1.fb49a4ab76ac0p-47,
    -0x1.6053305ecadb6p-50, 0x1.e896ffa9ae5e7p-54, -0x1.5238a4c8fc2dep-57,
    0x1.d37e8a76087b7p-61, -0x1.42900bff7d339p-64,
    /* [20, 28]: relative error 1.8e-17 */
    0x1.a4ce1a4389414p-60, -0x1.0393426c7a831p-62, 0x1.8641146a34794p-6,
    -0x1.0587f5f826deep-8, 0x1.5e39032f6cd08p-12, -0x1.d493dde18d79bp-16,
    0x1.39304d322faf7p-19, -0x1.a24a95fa80e0ep-23, 0x1.17168211b76c3p-26,
    -0x1.7418407de877dp-30, 0x1.efa9f8a82f4a9p-34, -0x1.49d9036bad3bfp-37,
    0x1.b69fe13373895p-41, -0x1.236277f9db4e1p-44, 0x1.82cee6186b94fp-48,
    -0x1.00851306cf48ap-51, 0x1.53f0dd6fd5c84p-55, -0x1.c21aee1eae4abp-59,
    0x1.29bb16d04f80dp-62, -0x1.898b56f170fccp-66,
};

/* erfcx(x) = e^(x^2) erfc x for 0.5 <= x < 28, the series' last sum in
 * double-double */
__HIPC_MATH __hipc_dd __hipc_erfcx_series(double x) {
  int i = 0;
  while (x >= __hipc_erfcx_bounds[i + 1])
    i++;
  double a = __hipc_erfcx_bounds[i], b = __hipc_erfcx_bounds[i + 1];
  int first = __hipc_erfcx_start[i];
  return __hipc_chebyshev(__hipc_erfcx_coef + first, __hipc_erfcx_start[i + 1] - first - 2,
                          (2.0 * x - (a + b)) / (b - a));
}

/* erfc x = e^(-x^2) erfcx(x) for 0.5 <= x < 28; e^(-x^2) in
 * double-double, the product rounded once (and once more by ldexp where
 * it is subnormal) */
__HIPC_MATH double __hipc_erfc_core(double x) {
  __hipc_dd r = __hipc_erfcx_series(x);
  double s = __hipc_mul(x, x), sl = __builtin_fma(x, x, -s);
  int k;
  __hipc_dd e = __hipc_exp_dd_scaled(-s, -sl, &k);
  double v = __builtin_fma(e.hi, r.hi, __builtin_fma(e.hi, r.lo, e.lo * r.hi));
  return __builtin_ldexp(v, k);
}

/* erf x / (2x/sqrt(pi)) - 1 = sum (-1)^n x^2n / (n! (2n+1)), n = 1..18, as
 * a function of x2 = x^2 <= 1 (what is left is below 2^-57) */
__HIPC_MATH double __hipc_erf_taylor(double x2) {
  double p = 1.0 / (6402373705728000.0 * 37.0);
  p = __builtin_fma(p, x2, -1.0 / (355687428096000.0 * 35.0));
  p = __builtin_fma(p, x2, 1.0 / (20922789888000.0 * 33.0));
  p = __builtin_fma(p, x2, -1.0 / (1307674368000.0 * 31.0));
  p = __builtin_fma(p, x2, 1.0 / (87178291200.0 * 29.0));
  p = __builtin_fma(p, x2, -1.0 / (6227020800.0 * 27.0));
  p = __builtin_fma(p, x2, 1.0 / (479001600.0 * 25.0));
  p = __builtin_fma(p, x2, -1.0 / (39916800.0 * 23.0));
  p = __builtin_fma(p, x2, 1.0 / (3628800.0 * 21.0));
  p = __builtin_fma(p, x2, -1.0 / (362880.0 * 19.0));
  p = __builtin_fma(p, x2, 1.0 / (40320.0 * 17.0));
  p = __builtin_fma(p, x2, -1.0 / (5040.0 * 15.0));
  p = __builtin_fma(p, x2, 1.0 / (720.0 * 13.0));
  p = __builtin_fma(p, x2, -1.0 / (120.0 * 11.0));
  p = __builtin_fma(p, x2, 1.0 / (24.0 * 9.0));
  p = __builtin_fma(p, x2, -1.0 / (6.0 * 7.0));
  p = __builtin_fma(p, x2, 1.0 / (2.0 * 5.0));
  p = __builtin_fma(p, x2, -1.0 / 3.0);
  return x2 * p;
}

/* 2/sqrt(pi) = __HIPC_2_SQRTPI + __HIPC_2_SQRTPI_LO */
#define __HIPC_2_SQRTPI 0x1.20dd750429b6dp+0
#define __HIPC_2_SQRTPI_LO 0x1.1ae3a914fed80p-56

/* erf x: its Taylor series below 0.75, 1 - erfc x above (where erfc x is
 * below 0.29), 1 from 6 on (erfc 6 is below half an ulp of 1) */
__HIPC_MATH double __hipc_erf(double x) {
  double ax = __builtin_fabs(x);
  if (x != x)
    return x + x;
  if (x == 0.0)
    return x;
  if (ax < 0.75) {
    double t = x * __hipc_erf_taylor(x * x); /* erf x = c (x + t) */
    return __builtin_fma(__HIPC_2_SQRTPI, x,
                         __builtin_fma(__HIPC_2_SQRTPI, t, __HIPC_2_SQRTPI_LO * x));
  }
  if (ax >= 6.0)
    return __builtin_copysign(1.0, x);
  return __builtin_copysign(1.0 - __hipc_erfc_core(ax), x);
}

/* erfc x: 1 - erf x below 0.5 in magnitude, e^(-x^2) erfcx(x) above,
 * 2 - erfc(-x) for x <= -0.5 */
__HIPC_MATH double __hipc_erfc(double x) {
  double ax = __builtin_fabs(x);
  if (x != x)
    return x + x;
  if (ax < 0.5) {
    double t = x * __hipc_erf_taylor(x * x);
    double h = __builtin_fma(-__HIPC_2_SQRTPI, x, 1.0);
    return h - __builtin_fma(__HIPC_2_SQRTPI, t, __HIPC_2_SQRTPI_LO * (x + t));
  }
  if (x < 0.0)
    return ax >= 6.0 ? 2.0 : 2.0 - __hipc_erfc_core(ax);
  return x >= 28.0 ? 0.0 : __hipc_erfc_core(x);
}

/* ---- lgamma, tgamma --------------------------------------------------------- */

/* lgamma(x) / (x - c) on [0.5, 1.5] (c = 1) and [1.5, 2.5] (c = 2), four
 * pieces of 0.5: Chebyshev series printed by scripts/math-fits.py */
static const __attribute__((constant)) unsigned char __hipc_lgamma_start[5] = {0, 25, 45, 63, 79};
static const __attribute__((constant)) double __hipc_lgamma_coef[79] = {
    /* [0.5, 1]: relative error 3.2e-17 */
    0x1.ac2c6f1f5f9e9p-56, -0x1.88245305d87e3p-57, -0x1.ac60f4c9b124ep-1,
    0x1.1fa3f915f2d9dp-2, -0x1.87dab6089b1f3p-6, 0x1.6fa4d5f8d3118p-9,
    -0x1.84eb0e1970bb2p-12, 0x1.b517be0572f1fp-15, -0x1.fd5835eb75233p-18,
    0x1.300ef1d5a5f89p-20, -0x1.7175b6470061fp-23, 0x1.c7017f4756a56p-26,
    -0x1.1b3072ee4e3b0p-28, 0x1.639899aec7913p-31, -0x1.c1c759280228ep-34,
    0x1.1e36e2de56fdcp-36, -0x1.6e32f478c9fb2p-39, 0x1.d6b30ded5ce84p-42,
    -0x1.2fbc1fdeb92dfp-44, 0x1.8964a480b9c3fp-47, -0x1.ff23f0e61ace1p-50,
    0x1.4d03641a11989p-52, -0x1.b30a0fcbc4366p-55, 0x1.1cd2e203e0707p-57,
    -0x1.75be616345eecp-60,
    /* [1, 1.5]: relative error 6e-17 */
    0x1.93a55d06ff5c7p-56, 0x1.131db7cfeb773p-58, -0x1.9ad32f6c3e3b9p-2,
    0x1.5692023de9242p-3, -0x1.0b1810b1fe9c4p-7, 0x1.21169a402c1edp-11,
    -0x1.644983b97229cp-15, 0x1.d59e3972aa939p-19, -0x1.4225ac098696ep-22,
    0x1.c5bbe83d995bep-26, -0x1.457f316582f96p-29, 0x1.d97781dba787ep-33,
    -0x1.5c0abc1935472p-36, 0x1.020a51b8926fdp-39, -0x1.8154849cabfacp-43,
    0x1.216a6233e1e47p-46, -0x1.b4f5c31ea28f3p-50, 0x1.4b5047dbde901p-53,
    -0x1.f85b97606e5e9p-57, 0x1.813356d137d4cp-60,
    /* [1.5, 2]: relative error 2.8e-17 */
    -0x1.94e61c1db8da9p-58, 0x1.788568429b9cbp-61, 0x1.56eee32cffd00p-2,
    0x1.72a5626ec634dp-4, -0x1.63dce7d7718c3p-9, 0x1.f693583bdfe20p-14,
    -0x1.a0f9b4e55b2f1p-18, 0x1.78f4f07c1644ap-22, -0x1.66dea27f64e19p-26,
    0x1.61656f591f38bp-30, -0x1.644331897225dp-34, 0x1.6d5430f8a31f3p-38,
    -0x1.7b7cf711026d6p-42, 0x1.8e30439975687p-46, -0x1.a534f6c7ba10dp-50,
    0x1.c088789362109p-54, -0x1.e04ef9cf56635p-58, 0x1.02657adecba2ap-61,
    /* [2, 2.5]: relative error 1.5e-17 */
    0x1.a8db82af8f8b8p-57, -0x1.fac86133407f0p-59, 0x1.fdbae49ce2f2fp-2,
    0x1.2bf615024cfcbp-4, -0x1.bf316d2293e04p-10, 0x1.e57aa0a5c0544p-15,
    -0x1.353c35274ae94p-19, 0x1.add242f293d1fp-24, -0x1.3b2f9fb4c4783p-28,
    0x1.df0a89c93d7afp-33, -0x1.7545ac23d8a59p-37, 0x1.283c6f4714e51p-41,
    -0x1.dcc45416231c3p-46, 0x1.83d3d53f9366fp-50, -0x1.3e36cc2b98177p-54,
    0x1.06f0df781a7ebp-58,
};

/* a + b, a and b double-doubles */
__HIPC_MATH __hipc_dd __hipc_dd_add(__hipc_dd a, __hipc_dd b) {
  __hipc_dd s = __hipc_two_sum(a.hi, b.hi);
  return __hipc_fast_two_sum(s.hi, s.lo + (a.lo + b.lo));
}

/* lgamma(c + z) as a double-double for c = 1 or 2 and |z| <= 1/2: z (exact)
 * times the series, so that lgamma keeps its relative accuracy near its
 * zeros 1 and 2 */
__HIPC_MATH __hipc_dd __hipc_lgamma_near(double z, int c) {
  int i = 2 * (c - 1) + (z >= 0.0), first = __hipc_lgamma_start[i];
  __hipc_dd g = __hipc_chebyshev(__hipc_lgamma_coef + first, __hipc_lgamma_start[i + 1] - first - 2,
                                 __builtin_fma(4.0, z, z >= 0.0 ? -1.0 : 1.0));
  double p = __hipc_mul(z, g.hi);
  __hipc_dd r = {p, __builtin_fma(z, g.hi, -p) + z * g.lo};
  return r;
}

/* lgamma x for x >= 10 as a double-double: Stirling's series,
 * (x - 1/2) ln x - x + ln(2 pi)/2 in double-double, and ten terms of
 * B_2k / (2k (2k - 1) x^(2k-1)) in double (what is left is below 2^-62) */
__HIPC_MATH __hipc_dd __hipc_lgamma_stirling(double x) {
  double w = 1.0 / x, w2 = w * w;
  double s = -174611.0 / 125400.0;
  s = __builtin_fma(s, w2, 43867.0 / 244188.0);
  s = __builtin_fma(s, w2, -3617.0 / 122400.0);
  s = __builtin_fma(s, w2, 1.0 / 156.0);
  s = __builtin_fma(s, w2, -691.0 / 360360.0);
  s = __builtin_fma(s, w2, 1.0 / 1188.0);
  s = __builtin_fma(s, w2, -1.0 / 1680.0);
  s = __builtin_fma(s, w2, 1.0 / 1260.0);
  s = __builtin_fma(s, w2, -1.0 / 360.0);
  s = __builtin_fma(s, w2, 1.0 / 12.0);
  __hipc_dd p = __hipc_dd_mul(__hipc_two_sum(x, -0.5), __hipc_log_dd(x));
  __hipc_dd r = __hipc_dd_add(p, (__hipc_dd){-x, 0.0});
  return __hipc_dd_add(r, (__hipc_dd){0x1.d67f1c864beb5p-1, -0x1.65b5a1b7ff5dfp-55 + s * w});
}

/* lgamma x as a double-double for 0 < x <= 2^1000: near 1 and 2 by the
 * series, below 1/2 as lgamma(1 + x) - ln x, up to 10 as
 * lgamma(y) + ln(y (y + 1) ... (x - 1)) with y in [1.5, 2.5) (the
 * product exact in double-double), above by Stirling's series */
__HIPC_MATH __hipc_dd __hipc_lgamma_pos(double x) {
  if (x >= 10.0)
    return __hipc_lgamma_stirling(x);
  if (x < 0.5) {
    __hipc_dd l = __hipc_log_dd(x);
    l.hi = -l.hi;
    l.lo = -l.lo;
    return __hipc_dd_add(__hipc_lgamma_near(x, 1), l);
  }
  if (x < 1.5)
    return __hipc_lgamma_near(x - 1.0, 1);
  if (x < 2.5)
    return __hipc_lgamma_near(x - 2.0, 2);
  double y = x - __builtin_floor(x - 1.5); /* exact, as is each y + j */
  __hipc_dd prod = {y, 0.0};
  for (double t = y + 1.0; t < x; t += 1.0)
    prod = __hipc_dd_mul(prod, (__hipc_dd){t, 0.0});
  __hipc_dd l = __hipc_log_dd(prod.hi);
  l.lo += prod.lo / prod.hi;
  return __hipc_dd_add(__hipc_lgamma_near(y - 2.0, 2), l);
}

/* sin(pi x) as a double-double for finite x: x reduced exactly to
 * |r| <= 1/2, then the sine or cosine kernel of pi r or pi (1/2 - |r|) */
__HIPC_MATH __hipc_dd __hipc_sinpi(double x) {
  double r = x - 2.0 * __builtin_rint(0.5 * x); /* [-1, 1] */
  if (r > 0.5)
    r = 1.0 - r;
  else if (r < -0.5)
    r = -1.0 - r;
  double a = __builtin_fabs(r), q = a > 0.25 ? 0.5 - a : a;
  double t = __hipc_mul(q, 0x1.921fb54442d18p+1);
  double tl = __builtin_fma(q, 0x1.921fb54442d18p+1, -t) + q * 0x1.1a62633145c07p-53;
  __hipc_dd v = a > 0.25 ? __hipc_cos_kernel(t, tl) : __hipc_sin_kernel(t, tl);
  v = __hipc_fast_two_sum(v.hi, v.lo); /* the kernels' tails are not small */
  if (r < 0.0) {
    v.hi = -v.hi;
    v.lo = -v.lo;
  }
  return v;
}

/* lgamma x for x < 0 not an integer, as a double-double:
 * Gamma(x) Gamma(-x) = -pi / (x sin(pi x)), so lgamma x =
 * ln pi - ln|x sin(pi x)| - lgamma(-x); *sign is Gamma(x)'s, sin(pi x)'s.
 * Near lgamma's zeros below -2 the difference cancels, as in every libm. */
__HIPC_MATH __hipc_dd __hipc_lgamma_neg(double x, double *sign) {
  __hipc_dd s = __hipc_sinpi(x);
  *sign = s.hi;
  __hipc_dd ls = __hipc_log_dd(__builtin_fabs(s.hi));
  ls.lo += s.lo / s.hi;
  __hipc_dd r = __hipc_dd_add(ls, __hipc_log_dd(-x));
  r = __hipc_dd_add(r, __hipc_lgamma_pos(-x));
  r.hi = -r.hi;
  r.lo = -r.lo;
  return __hipc_dd_add(r, (__hipc_dd){0x1.250d048e7a1bdp+0, 0x1.7abf2ad8d5088p-57});
}

__HIPC_MATH double __hipc_lgamma(double x) {
  if (x != x)
    return x + x;
  if (__builtin_fabs(x) == __builtin_huge_val())
    return __builtin_huge_val();
  if (x <= 0.0 && x == __builtin_rint(x))
    return __builtin_huge_val(); /* a pole */
  if (x == 1.0 || x == 2.0)
    return 0.0;
  if (x > 0x1p1000)
    return x * (__hipc_log(x) - 1.0);
  /* -ln|x| - gamma x ...: below 2^-70 the rest is past the last bit, and
   * lgamma_neg's sin(pi x) would be subnormal */
  if (__builtin_fabs(x) < 0x1p-70)
    return -__hipc_log(__builtin_fabs(x));
  double sign;
  __hipc_dd r = x > 0.0 ? __hipc_lgamma_pos(x) : __hipc_lgamma_neg(x, &sign);
  return r.hi + r.lo;
}

/* tgamma x = e^lgamma(x), lgamma in double-double (its absolute error,
 * below 2^-56, is the result's relative error), with Gamma(x)'s sign;
 * exact at the integers up to 23 */
__HIPC_MATH double __hipc_tgamma(double x) {
  if (x != x)
    return x + x;
  if (x == 0.0)
    return __builtin_copysign(__builtin_huge_val(), x);
  if (x == __builtin_rint(x)) {
    if (x < 0.0)
      return __builtin_nan(""); /* -inf too */
    if (x <= 23.0) {
      double p = 1.0; /* 22! has 53 significant bits */
      for (double t = 2.0; t < x; t += 1.0)
        p *= t;
      return p;
    }
  }
  if (x > 171.7)
    return __builtin_huge_val(); /* Gamma(171.62...) is DBL_MAX */
  double sign = 1.0;
  if (x < -200.0) /* below the least subnormal */
    return __builtin_copysign(0.0, __hipc_sinpi(x).hi);
  __hipc_dd l = x > 0.0 ? __hipc_lgamma_pos(x) : __hipc_lgamma_neg(x, &sign);
  int k;
  __hipc_dd e = __hipc_exp_dd_scaled(l.hi, l.lo, &k);
  return __builtin_copysign(__builtin_ldexp(e.hi + e.lo, k), sign);
}
