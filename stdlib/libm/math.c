/* libm/math.c - the device library's <math.h> (C17 7.12) for double and
 * float: compiled by hipc into a program that calls one of these
 * (sema/library.def).  What an AMDGPU does in hardware, or LLVM lowers
 * to within HIP's bounds, is a builtin (sqrt, fma, floor, expf, logf ...):
 * a call never reaches these definitions, which only give the function an
 * address.  The rest is <__hipc_math.h>'s double algorithms, each float
 * form rounding the double result once; sinf and cosf among them, since
 * the hardware's sine is accurate only after a reduction of the argument
 * that LLVM's lowering of llvm.sin does not make (docs/math.md).  Device
 * code has no errno (math_errhandling is MATH_ERREXCEPT alone). */
#include <__hipc_math.h>
#include <limits.h>
#include <math.h>

/* ---- what builtins compute (7.12.4 - 7.12.14) ---- */
#define BUILTIN1(name, T) T name(T x) { return __builtin_##name(x); }
#define BUILTIN2(name, T) T name(T x, T y) { return __builtin_##name(x, y); }
BUILTIN1(sqrt, double) BUILTIN1(sqrtf, float)
BUILTIN1(fabs, double) BUILTIN1(fabsf, float)
BUILTIN1(floor, double) BUILTIN1(floorf, float)
BUILTIN1(ceil, double) BUILTIN1(ceilf, float)
BUILTIN1(trunc, double) BUILTIN1(truncf, float)
BUILTIN1(round, double) BUILTIN1(roundf, float)
BUILTIN1(rint, double) BUILTIN1(rintf, float)
BUILTIN1(nearbyint, double) BUILTIN1(nearbyintf, float)
BUILTIN1(expf, float) BUILTIN1(exp2f, float) BUILTIN1(exp10f, float)
BUILTIN1(logf, float) BUILTIN1(log2f, float) BUILTIN1(log10f, float)
BUILTIN2(fmin, double) BUILTIN2(fminf, float)
BUILTIN2(fmax, double) BUILTIN2(fmaxf, float)
BUILTIN2(fmod, double) BUILTIN2(fmodf, float)
BUILTIN2(copysign, double) BUILTIN2(copysignf, float)
double fma(double x, double y, double z) { return __builtin_fma(x, y, z); }
float fmaf(float x, float y, float z) { return __builtin_fmaf(x, y, z); }
double ldexp(double x, int e) { return __builtin_ldexp(x, e); }
float ldexpf(float x, int e) { return __builtin_ldexpf(x, e); }
double frexp(double x, int *e) { return __builtin_frexp(x, e); }
float frexpf(float x, int *e) { return __builtin_frexpf(x, e); }
/* FLT_RADIX is 2: scalbn is ldexp (7.12.6.13) */
double scalbn(double x, int e) { return __builtin_ldexp(x, e); }
float scalbnf(float x, int e) { return __builtin_ldexpf(x, e); }
/* an exponent beyond +-2^16 overflows or underflows as much as it */
double scalbln(double x, long e) {
  return __builtin_ldexp(x, e > 65536 ? 65536 : e < -65536 ? -65536 : (int)e);
}
float scalblnf(float x, long e) {
  return __builtin_ldexpf(x, e > 65536 ? 65536 : e < -65536 ? -65536 : (int)e);
}
#undef BUILTIN1
#undef BUILTIN2

/* ---- <__hipc_math.h>'s algorithms ---- */
#define DOUBLE1(name) double name(double x) { return __hipc_##name(x); }
#define FLOAT1(name) float name##f(float x) { return (float)__hipc_##name(x); }
#define BOTH1(name) DOUBLE1(name) FLOAT1(name)
BOTH1(sin) BOTH1(cos) BOTH1(tan) BOTH1(asin) BOTH1(acos) BOTH1(atan)
BOTH1(sinh) BOTH1(cosh) BOTH1(tanh) BOTH1(asinh) BOTH1(acosh) BOTH1(atanh)
BOTH1(expm1) BOTH1(log1p) BOTH1(cbrt) BOTH1(erf) BOTH1(erfc) BOTH1(lgamma) BOTH1(tgamma)
DOUBLE1(exp) DOUBLE1(exp2) DOUBLE1(exp10) DOUBLE1(log) DOUBLE1(log2) DOUBLE1(log10)
#undef DOUBLE1
#undef FLOAT1
#undef BOTH1
double pow(double x, double y) { return __hipc_pow(x, y); }
float powf(float x, float y) { return (float)__hipc_pow(x, y); }
double atan2(double y, double x) { return __hipc_atan2(y, x); }
float atan2f(float y, float x) { return (float)__hipc_atan2(y, x); }
double hypot(double x, double y) { return __hipc_hypot(x, y); }
/* the sum of two float squares is exact in double; one rounding of its
 * square root and one to float differ from hypotf's value by at most
 * half an ulp and a trace */
float hypotf(float x, float y) {
  double dx = x, dy = y;
  if (__builtin_fabs(dx) == __builtin_huge_val() || __builtin_fabs(dy) == __builtin_huge_val())
    return __builtin_huge_valf();
  return (float)__builtin_sqrt(dx * dx + dy * dy);
}

/* 7.12.12.1: x - y when x > y, +0 when x <= y, NaN when either is one */
double fdim(double x, double y) { return x > y ? x - y : x <= y ? 0.0 : x + y; }
float fdimf(float x, float y) { return x > y ? x - y : x <= y ? 0.0f : x + y; }

/* ---- exponent and parts (7.12.6) ---- */

/* FP_ILOGB0 for 0, FP_ILOGBNAN for NaN, INT_MAX for an infinity, as
 * ROCm's ocml gives them; else the unbiased exponent, subnormals too */
int ilogb(double x) {
  if (x != x)
    return FP_ILOGBNAN;
  if (x == 0.0)
    return FP_ILOGB0;
  if (__builtin_fabs(x) == __builtin_huge_val())
    return INT_MAX;
  int e;
  __builtin_frexp(x, &e);
  return e - 1;
}
int ilogbf(float x) { return ilogb(x); }

double logb(double x) {
  if (x != x)
    return x + x;
  if (x == 0.0)
    return -__builtin_huge_val();
  if (__builtin_fabs(x) == __builtin_huge_val())
    return __builtin_huge_val();
  return (double)ilogb(x);
}
float logbf(float x) { return (float)logb(x); }

/* the integral part to *ip, the fraction (with x's sign) returned */
double modf(double x, double *ip) {
  double t = __builtin_trunc(x);
  *ip = t;
  return __builtin_copysign(__builtin_fabs(x) == __builtin_huge_val() ? 0.0 : x - t, x);
}
float modff(float x, float *ip) {
  float t = __builtin_truncf(x);
  *ip = t;
  return __builtin_copysignf(__builtin_fabsf(x) == __builtin_huge_valf() ? 0.0f : x - t, x);
}

/* ---- rounding to integers (7.12.9) ---- */
long lrint(double x) { return (long)__builtin_rint(x); }
long lrintf(float x) { return (long)__builtin_rintf(x); }
long long llrint(double x) { return (long long)__builtin_rint(x); }
long long llrintf(float x) { return (long long)__builtin_rintf(x); }
long lround(double x) { return (long)__builtin_round(x); }
long lroundf(float x) { return (long)__builtin_roundf(x); }
long long llround(double x) { return (long long)__builtin_round(x); }
long long llroundf(float x) { return (long long)__builtin_roundf(x); }

/* ---- remainder and remquo (7.12.10.2, 7.12.10.3), exactly ----
 * |x| reduced by fmod modulo 8|y| (exact), then by 4|y|, 2|y| and |y|
 * where it is at least that (each difference exact, Sterbenz's lemma),
 * which counts the quotient's low three bits; then the nearest
 * multiple: once more |y| when the rest exceeds half of it, or is half
 * and the count odd. */
double remquo(double x, double y, int *quo) {
  double ax = __builtin_fabs(x), ay = __builtin_fabs(y);
  *quo = 0;
  if (x != x || y != y)
    return x + y;
  if (ay == 0.0 || ax == __builtin_huge_val())
    return __builtin_nan("");
  if (ay == __builtin_huge_val())
    return x;
  double r = ay < 0x1p1021 ? __builtin_fmod(ax, 8.0 * ay) : ax;
  int q = 0;
  for (int k = 4; k >= 1; k >>= 1)
    if (r >= k * ay) {
      r -= k * ay;
      q += k;
    }
  /* r > ay/2, without the overflow of 2r or the rounding of ay/2 */
  bool over = ay < 0x1p-1021 ? 2.0 * r > ay : r > 0.5 * ay;
  bool half = ay < 0x1p-1021 ? 2.0 * r == ay : r == 0.5 * ay;
  if (over || (half && (q & 1))) {
    r -= ay;
    q++;
  }
  q &= 7;
  *quo = (x < 0.0) != (y < 0.0) ? -q : q;
  /* the sign of x, also where r is 0: remainder(-0, y) is -0 (F.10.7.2) */
  return __builtin_copysign(1.0, x) < 0.0 ? -r : r;
}
float remquof(float x, float y, int *quo) { return (float)remquo(x, y, quo); }
double remainder(double x, double y) {
  int q;
  return remquo(x, y, &q);
}
float remainderf(float x, float y) {
  int q;
  return (float)remquo(x, y, &q);
}

/* ---- nextafter (7.12.11.3), on the bits ---- */
double nextafter(double x, double y) {
  if (x != x || y != y)
    return x + y;
  if (x == y)
    return y;
  union { double d; unsigned long long u; } v = {x};
  if (x == 0.0)
    v.u = 1;
  else if ((x < y) == (x > 0.0))
    v.u++;
  else
    v.u--;
  if (x == 0.0 && y < 0.0)
    v.u |= 1ull << 63;
  return v.d;
}
float nextafterf(float x, float y) {
  if (x != x || y != y)
    return x + y;
  if (x == y)
    return y;
  union { float f; unsigned int u; } v = {x};
  if (x == 0.0f)
    v.u = 1;
  else if ((x < y) == (x > 0.0f))
    v.u++;
  else
    v.u--;
  if (x == 0.0f && y < 0.0f)
    v.u |= 1u << 31;
  return v.f;
}

/* ---- nan (7.12.11.2): a quiet NaN whose payload is the string read as
 * strtoull reads it in base 0 (decimal, 0x hexadecimal, 0 octal), as
 * HIP's __make_mantissa does; what does not fit is cut off ---- */
static unsigned long long nan_payload(const char *s) {
  unsigned long long v = 0;
  unsigned base = 10;
  if (*s == '0') {
    base = 8;
    s++;
    if (*s == 'x' || *s == 'X') {
      base = 16;
      s++;
    }
  }
  for (;; s++) {
    unsigned d = *s >= '0' && *s <= '9' ? (unsigned)(*s - '0')
                 : (*s | 0x20) >= 'a' && (*s | 0x20) <= 'f' ? (unsigned)((*s | 0x20) - 'a' + 10)
                                                            : 99u;
    if (d >= base)
      return *s ? 0 : v;
    v = v * base + d;
  }
}
double nan(const char *tag) {
  union { unsigned long long u; double d; } v = {0x7ff8000000000000ull |
                                                  (nan_payload(tag) & 0x7ffffffffffffull)};
  return v.d;
}
float nanf(const char *tag) {
  union { unsigned int u; float f; } v = {0x7fc00000u |
                                           (unsigned int)(nan_payload(tag) & 0x3fffffu)};
  return v.f;
}
