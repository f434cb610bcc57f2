/* <__hipc_math.h> - the <math.h> functions an AMDGPU has no instruction
 * for and LLVM no lowering of: exp, exp2, log, log2, log10, pow, sin, cos,
 * tan, hypot, cbrt in double, and tanf, powf, hypotf, cbrtf through them.
 * Written for hipc from the standard methods (Cody-Waite and Payne-Hanek
 * argument reduction, Taylor and atanh series, double-double arithmetic);
 * <math.h> includes it.  Errors, measured against glibc's long double
 * functions by tests/math: exp, exp2, log, log2, log10, sin, cos, tan,
 * hypot, cbrt within 1 ulp, pow within 2 ulp (what HIP documents for its
 * own); the float forms round the double result once, within 1 ulp.
 *
 * The constants are what scripts/math-constants.py prints: the
 * double-double splits of ln 2, log2 e, log10 e, 2/3 and pi/2, pi/2 in
 * 33-bit pieces, and the bits of 2/pi. */
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

/* exp(x + xl) * 2^extra for |x| below 746, xl tiny beside x: x = k ln 2 + r
 * with |r| <= ln 2 / 2 (k ln2_hi is exact: the fma's result is), exp(r) by
 * its Taylor series to r^13 (error below 2^-57), and one ldexp, which
 * rounds once where the result is subnormal. */
__HIPC_MATH double __hipc_exp_core(double x, double xl, int extra) {
  double k = __builtin_rint(x * 0x1.71547652b82fep+0);
  double r = __builtin_fma(-k, 0x1.62e42fefa39efp-1, x);
  r = __builtin_fma(-k, 0x1.abc9e3b39803fp-56, r) + xl;
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

/* ---- float forms ---------------------------------------------------------- */

__HIPC_MATH float __hipc_powf(float x, float y) { return (float)__hipc_pow(x, y); }
__HIPC_MATH float __hipc_tanf(float x) { return (float)__hipc_tan(x); }
__HIPC_MATH float __hipc_hypotf(float x, float y) {
  double dx = x, dy = y;
  if (__builtin_fabs(dx) == __builtin_huge_val() || __builtin_fabs(dy) == __builtin_huge_val())
    return __builtin_huge_valf();
  return (float)__builtin_sqrt(dx * dx + dy * dy);
}
__HIPC_MATH float __hipc_cbrtf(float x) { return (float)__hipc_cbrt(x); }

#undef __HIPC_MATH
