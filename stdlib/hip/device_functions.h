/* <hip/device_functions.h> for hipc: HIP's conversions and arithmetic
 * with a rounding mode (amd_device_functions.h): __<from>2<to>_<mode>
 * and __fadd_rz, __dmul_ru ...; rn to nearest
 * even, rz toward zero, ru up, rd down.  To an integer: the rounding
 * function, then C's conversion (out of range is undefined, as in HIP).
 * To a float: the nearest value, then one step toward the mode when it
 * lies on the wrong side of the exact value, which the wider type holds. */
#pragma once

#define __HIPC_CVT static __inline__ __attribute__((device, always_inline))

#define __HIPC_TO_INT(from, F, sfx, to, T)                                     \
  __HIPC_CVT T __##from##2##to##_rn(F x) { return (T)__builtin_rint##sfx(x); }  \
  __HIPC_CVT T __##from##2##to##_rz(F x) { return (T)x; }                       \
  __HIPC_CVT T __##from##2##to##_ru(F x) { return (T)__builtin_ceil##sfx(x); }  \
  __HIPC_CVT T __##from##2##to##_rd(F x) { return (T)__builtin_floor##sfx(x); }
__HIPC_TO_INT(float, float, f, int, int)
__HIPC_TO_INT(float, float, f, uint, unsigned int)
__HIPC_TO_INT(float, float, f, ll, long long)
__HIPC_TO_INT(float, float, f, ull, unsigned long long)
__HIPC_TO_INT(double, double, , int, int)
__HIPC_TO_INT(double, double, , uint, unsigned int)
__HIPC_TO_INT(double, double, , ll, long long)
__HIPC_TO_INT(double, double, , ull, unsigned long long)
#undef __HIPC_TO_INT

/* the next float or double up (dir 1) or down (-1) from a finite r */
__HIPC_CVT float __hipc_step_f(float r, int dir) {
  return __builtin_nextafterf(r, dir > 0 ? __builtin_huge_valf() : -__builtin_huge_valf());
}
__HIPC_CVT double __hipc_step_d(double r, int dir) {
  return __builtin_nextafter(r, dir > 0 ? __builtin_huge_val() : -__builtin_huge_val());
}
/* r, the nearest to a value whose sign against r is cmp (1: the value is
 * above r), rounded in mode m (0 rn, 1 rz, 2 ru, 3 rd); toward zero, a
 * zero r (the value's magnitude below half the least subnormal) stays */
__HIPC_CVT float __hipc_round_f(float r, int cmp, int m) {
  if (cmp == 0 || m == 0)
    return r;
  if (m == 2 ? cmp > 0 : m == 3 ? cmp < 0 : (r > 0.0f ? cmp < 0 : r < 0.0f && cmp > 0))
    return __hipc_step_f(r, cmp);
  return r;
}
__HIPC_CVT double __hipc_round_d(double r, int cmp, int m) {
  if (cmp == 0 || m == 0)
    return r;
  if (m == 2 ? cmp > 0 : m == 3 ? cmp < 0 : (r > 0.0 ? cmp < 0 : r < 0.0 && cmp > 0))
    return __hipc_step_d(r, cmp);
  return r;
}

/* from an integer: the exact value, in __int128, against the result */
#define __HIPC_FROM_INT(from, F, to, T, round, m, mode)                          \
  __HIPC_CVT T __##from##2##to##_##mode(F x) {                                  \
    T r = (T)x;                                                                 \
    __int128 back = (__int128)r, v = (__int128)x;                               \
    return round(r, v > back ? 1 : v < back ? -1 : 0, m);                       \
  }
#define __HIPC_FROM_INT_ALL(from, F, to, T, round)                               \
  __HIPC_FROM_INT(from, F, to, T, round, 0, rn)                                 \
  __HIPC_FROM_INT(from, F, to, T, round, 1, rz)                                 \
  __HIPC_FROM_INT(from, F, to, T, round, 2, ru)                                 \
  __HIPC_FROM_INT(from, F, to, T, round, 3, rd)
__HIPC_FROM_INT_ALL(int, int, float, float, __hipc_round_f)
__HIPC_FROM_INT_ALL(uint, unsigned int, float, float, __hipc_round_f)
__HIPC_FROM_INT_ALL(ll, long long, float, float, __hipc_round_f)
__HIPC_FROM_INT_ALL(ull, unsigned long long, float, float, __hipc_round_f)
__HIPC_FROM_INT_ALL(ll, long long, double, double, __hipc_round_d)
__HIPC_FROM_INT_ALL(ull, unsigned long long, double, double, __hipc_round_d)
#undef __HIPC_FROM_INT
#undef __HIPC_FROM_INT_ALL
/* an int's double is exact */
__HIPC_CVT double __int2double_rn(int x) { return (double)x; }
__HIPC_CVT double __uint2double_rn(unsigned int x) { return (double)x; }

/* double to float: the float's double against x */
#define __HIPC_D2F(m, mode)                                                      \
  __HIPC_CVT float __double2float_##mode(double x) {                            \
    float r = (float)x;                                                         \
    if (x != x || __builtin_fabs(x) == __builtin_huge_val())                    \
      return r;                                                                 \
    double back = (double)r;                                                    \
    if (__builtin_fabsf(r) == __builtin_huge_valf()) /* x is nearer zero */      \
      return __hipc_round_f(r, x > 0.0 ? -1 : 1, m);                            \
    return __hipc_round_f(r, x > back ? 1 : x < back ? -1 : 0, m);              \
  }
__HIPC_D2F(0, rn)
__HIPC_D2F(1, rz)
__HIPC_D2F(2, ru)
__HIPC_D2F(3, rd)
#undef __HIPC_D2F

/* ---- arithmetic with a rounding mode: __fadd_rz, __dmul_ru ... ----
 * rn is the operation itself (correctly rounded: LLVM's AMDGPU division
 * and square root are, unless fast-math allows otherwise).  The directed
 * modes take the nearest result and the sign of its error, exact: a float
 * operation's in double (a product of floats is exact there, a sum's
 * error is two-sum's, a quotient's and a root's the fma remainder's); a
 * double one's by the same transforms in double, scaled where their
 * terms would be subnormal.  An exact zero sum of operands of opposite
 * signs is +0 in every mode but rd, where it is -0 (IEEE 754-2019 6.3):
 * the negation of the sum to nearest of the negated operands. */

/* r, the nearest to an exact result that is above it when cmp > 0 */
__HIPC_CVT float __hipc_dir_f(double s, double e, int m) {
  float r = (float)s;
  if (!(__builtin_fabs(s) < __builtin_huge_val()))
    return r;
  double back = (double)r;
  int cmp = back < s ? 1 : back > s ? -1 : e > 0.0 ? 1 : e < 0.0 ? -1 : 0;
  return __hipc_round_f(r, cmp, m);
}
__HIPC_CVT double __hipc_dir_d(double r, int cmp, int m, int finite_operands) {
  if (!(__builtin_fabs(r) < __builtin_huge_val()))
    return finite_operands && r == r ? __hipc_round_d(r, r > 0.0 ? -1 : 1, m) : r;
  return __hipc_round_d(r, cmp, m);
}
__HIPC_CVT double __hipc_sum_err(double a, double b, double s) {
  double bb = s - a;
  return (a - (s - bb)) + (b - bb);
}
__HIPC_CVT int __hipc_sgn(double v) { return v > 0.0 ? 1 : v < 0.0 ? -1 : 0; }
__HIPC_CVT int __hipc_fin(double a, double b) {
  return __builtin_fabs(a) < __builtin_huge_val() && __builtin_fabs(b) < __builtin_huge_val();
}

#define __HIPC_FLOAT_OPS(m, mode)                                                \
  __HIPC_CVT float __fadd_##mode(float x, float y) {                            \
    double s = (double)x + y;                                                   \
    if (m == 3 && s == 0.0)                                                     \
      return -(float)(-(double)x + -(double)y);                                 \
    return __hipc_dir_f(s, __hipc_sum_err(x, y, s), m);                         \
  }                                                                             \
  __HIPC_CVT float __fsub_##mode(float x, float y) { return __fadd_##mode(x, -y); } \
  __HIPC_CVT float __fmul_##mode(float x, float y) {                            \
    return __hipc_dir_f((double)x * y, 0.0, m);                                 \
  }                                                                             \
  __HIPC_CVT float __fdiv_##mode(float x, float y) {                            \
    double q = (double)x / y;                                                   \
    return __hipc_dir_f(q, __builtin_fma(-q, y, x) * y, m);                     \
  }                                                                             \
  __HIPC_CVT float __frcp_##mode(float x) { return __fdiv_##mode(1.0f, x); }    \
  __HIPC_CVT float __fsqrt_##mode(float x) {                                    \
    double q = __builtin_sqrt((double)x);                                       \
    return __hipc_dir_f(q, __builtin_fma(-q, q, x), m);                         \
  }                                                                             \
  __HIPC_CVT float __fmaf_##mode(float x, float y, float z) {                   \
    double p = (double)x * y, s = p + z;                                        \
    if (m == 3 && s == 0.0)                                                     \
      return -(float)(-p + -(double)z);                                         \
    return __hipc_dir_f(s, __hipc_sum_err(p, z, s), m);                         \
  }
__HIPC_FLOAT_OPS(1, rz)
__HIPC_FLOAT_OPS(2, ru)
__HIPC_FLOAT_OPS(3, rd)
#undef __HIPC_FLOAT_OPS

/* the signs of the errors of a product, quotient and root to nearest
 * (finite operands): the fma's remainder, which is exact unless its
 * terms are below about 2^-968; there, one operand scaled by 2^600 (the
 * smaller factor, the dividend and the divisor or the quotient, the
 * radicand by 2^600 and the root by 2^300) makes the same remainder in
 * range; a result to nearest of 0 lies below the least subnormal, on the
 * side of the exact value's sign */
__HIPC_CVT int __hipc_mul_err(double x, double y, double p) {
  if (!(__builtin_fabs(p) < 0x1p-960) || x == 0.0 || y == 0.0 || !__hipc_fin(x, y))
    return __hipc_sgn(__builtin_fma(x, y, -p));
  if (p == 0.0)
    return __hipc_sgn(x) * __hipc_sgn(y);
  double a = __builtin_fabs(x) < __builtin_fabs(y) ? x : y, b = a == x ? y : x;
  return __hipc_sgn(__builtin_fma(a * 0x1p600, b, -(p * 0x1p600)));
}
__HIPC_CVT int __hipc_div_err(double x, double y, double q) {
  int s = __hipc_sgn(y);
  if ((!(__builtin_fabs(q) < 0x1p-960) && !(__builtin_fabs(x) < 0x1p-960)) || x == 0.0 ||
      y == 0.0 || !__hipc_fin(x, y))
    return __hipc_sgn(__builtin_fma(-q, y, x)) * s;
  if (q == 0.0)
    return __hipc_sgn(x) * s;
  if (__builtin_fabs(y) < 0x1p423)
    return __hipc_sgn(__builtin_fma(-q, y * 0x1p600, x * 0x1p600)) * s;
  return __hipc_sgn(__builtin_fma(-(q * 0x1p600), y, x * 0x1p600)) * s;
}
__HIPC_CVT int __hipc_sqrt_err(double x, double q) {
  if (!(x < 0x1p-960) || !(x > 0.0))
    return __hipc_sgn(__builtin_fma(-q, q, x));
  return __hipc_sgn(__builtin_fma(-(q * 0x1p300), q * 0x1p300, x * 0x1p600));
}
/* the sign of x y + z - r, r the fma to nearest of finite x, y, z: the
 * product's and the sum's errors, exact while the product is above about
 * 2^-960; below it, where z is as small, the same with the smaller factor
 * and z scaled by 2^600, and where z is larger (or the product, scaled,
 * still tiny), x y is below half z's spacing: the sign of x y */
__HIPC_CVT int __hipc_fma_err(double x, double y, double z, double r) {
  double p = x * y;
  if (!(__builtin_fabs(p) < 0x1p-960) || x == 0.0 || y == 0.0 || !__hipc_fin(x, y)) {
    double pe = __builtin_fma(x, y, -p), t = p + z, te = __hipc_sum_err(p, z, t);
    return __hipc_sgn(((t - r) + te) + pe);
  }
  if (z == 0.0)
    return __hipc_mul_err(x, y, r);
  double a = __builtin_fabs(x) < __builtin_fabs(y) ? x : y, b = a == x ? y : x;
  double as = a * 0x1p600, ps = as * b;
  if (!(__builtin_fabs(z) < 0x1p-900) || __builtin_fabs(ps) < 0x1p-960)
    return __hipc_sgn(x) * __hipc_sgn(y);
  double zs = z * 0x1p600, rs = r * 0x1p600, pe = __builtin_fma(as, b, -ps);
  double t = ps + zs, te = __hipc_sum_err(ps, zs, t);
  return __hipc_sgn(((t - rs) + te) + pe);
}

#define __HIPC_DOUBLE_OPS(m, mode)                                               \
  __HIPC_CVT double __dadd_##mode(double x, double y) {                         \
    double s = x + y;                                                           \
    if (m == 3 && s == 0.0)                                                     \
      return -(-x + -y);                                                        \
    return __hipc_dir_d(s, __hipc_sgn(__hipc_sum_err(x, y, s)), m, __hipc_fin(x, y)); \
  }                                                                             \
  __HIPC_CVT double __dsub_##mode(double x, double y) { return __dadd_##mode(x, -y); } \
  __HIPC_CVT double __dmul_##mode(double x, double y) {                         \
    double p = x * y;                                                           \
    return __hipc_dir_d(p, __hipc_mul_err(x, y, p), m, __hipc_fin(x, y));      \
  }                                                                             \
  __HIPC_CVT double __ddiv_##mode(double x, double y) {                         \
    double q = x / y;                                                           \
    return __hipc_dir_d(q, __hipc_div_err(x, y, q), m,                          \
                        __hipc_fin(x, y) && y != 0.0);                          \
  }                                                                             \
  __HIPC_CVT double __drcp_##mode(double x) { return __ddiv_##mode(1.0, x); }   \
  __HIPC_CVT double __dsqrt_##mode(double x) {                                  \
    double q = __builtin_sqrt(x);                                               \
    return __hipc_dir_d(q, __hipc_sqrt_err(x, q), m, 0);                        \
  }                                                                             \
  __HIPC_CVT double __fma_##mode(double x, double y, double z) {                \
    double r = __builtin_fma(x, y, z);                                          \
    int c = __hipc_fma_err(x, y, z, r);                                         \
    if (m == 3 && r == 0.0 && c == 0)                                           \
      return -__builtin_fma(-x, y, -z);                                         \
    return __hipc_dir_d(r, c, m,                                                \
                        __hipc_fin(x, y) && __builtin_fabs(z) < __builtin_huge_val()); \
  }
__HIPC_DOUBLE_OPS(1, rz)
__HIPC_DOUBLE_OPS(2, ru)
__HIPC_DOUBLE_OPS(3, rd)
#undef __HIPC_DOUBLE_OPS

/* to nearest: the operation, one rounding; an fma with a -0 addend is a
 * product that no contraction joins to a neighbouring addition */
__HIPC_CVT float __fadd_rn(float x, float y) { return __builtin_fmaf(x, 1.0f, y); }
__HIPC_CVT float __fsub_rn(float x, float y) { return __builtin_fmaf(x, 1.0f, -y); }
__HIPC_CVT float __fmul_rn(float x, float y) { return __builtin_fmaf(x, y, -0.0f); }
__HIPC_CVT float __fdiv_rn(float x, float y) { return x / y; }
__HIPC_CVT float __frcp_rn(float x) { return 1.0f / x; }
__HIPC_CVT float __fsqrt_rn(float x) { return __builtin_sqrtf(x); }
__HIPC_CVT float __frsqrt_rn(float x) { return (float)(1.0 / __builtin_sqrt((double)x)); }
__HIPC_CVT float __fmaf_rn(float x, float y, float z) { return __builtin_fmaf(x, y, z); }
__HIPC_CVT double __dadd_rn(double x, double y) { return __builtin_fma(x, 1.0, y); }
__HIPC_CVT double __dsub_rn(double x, double y) { return __builtin_fma(x, 1.0, -y); }
__HIPC_CVT double __dmul_rn(double x, double y) { return __builtin_fma(x, y, -0.0); }
__HIPC_CVT double __ddiv_rn(double x, double y) { return x / y; }
__HIPC_CVT double __drcp_rn(double x) { return 1.0 / x; }
__HIPC_CVT double __dsqrt_rn(double x) { return __builtin_sqrt(x); }
__HIPC_CVT double __fma_rn(double x, double y, double z) { return __builtin_fma(x, y, z); }
#undef __HIPC_CVT
