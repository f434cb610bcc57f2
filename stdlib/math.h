/* <math.h> for device code (C17 7.12): what an AMDGPU does in hardware or
 * in a few instructions, through the builtins LLVM lowers; exp, log, pow,
 * the trigonometric and hyperbolic functions, hypot, cbrt, erf, erfc,
 * lgamma and tgamma from hipc's own implementations in <__hipc_math.h>
 * (HIP takes them from ROCm's ocml).  A function named in neither is
 * missing rather than failing at link time. */
#pragma once

#include <__hipc_math.h>

#define HUGE_VALF __builtin_huge_valf()
#define HUGE_VAL __builtin_huge_val()
#define INFINITY __builtin_inff()
#define NAN __builtin_nanf("")

/* POSIX's constants, which clang's HIP headers make visible through the
 * host's <math.h>. */
#define M_E 2.7182818284590452354
#define M_LOG2E 1.4426950408889634074
#define M_LOG10E 0.43429448190325182765
#define M_LN2 0.69314718055994530942
#define M_LN10 2.30258509299404568402
#define M_PI 3.14159265358979323846
#define M_PI_2 1.57079632679489661923
#define M_PI_4 0.78539816339744830962
#define M_1_PI 0.31830988618379067154
#define M_2_PI 0.63661977236758134308
#define M_2_SQRTPI 1.12837916709551257390
#define M_SQRT2 1.41421356237309504880
#define M_SQRT1_2 0.70710678118654752440

#define sqrtf(x) __builtin_sqrtf(x)
#define sqrt(x) __builtin_sqrt(x)
#define fabsf(x) __builtin_fabsf(x)
#define fabs(x) __builtin_fabs(x)
#define fmaf(x, y, z) __builtin_fmaf((x), (y), (z))
#define fma(x, y, z) __builtin_fma((x), (y), (z))
#define fminf(x, y) __builtin_fminf((x), (y))
#define fmin(x, y) __builtin_fmin((x), (y))
#define fmaxf(x, y) __builtin_fmaxf((x), (y))
#define fmax(x, y) __builtin_fmax((x), (y))
#define fdimf(x, y) __hipc_fdimf((x), (y))
#define fdim(x, y) __hipc_fdim((x), (y))
#define floorf(x) __builtin_floorf(x)
#define floor(x) __builtin_floor(x)
#define ceilf(x) __builtin_ceilf(x)
#define ceil(x) __builtin_ceil(x)
#define truncf(x) __builtin_truncf(x)
#define trunc(x) __builtin_trunc(x)
#define roundf(x) __builtin_roundf(x)
#define round(x) __builtin_round(x)
#define rintf(x) __builtin_rintf(x)
#define rint(x) __builtin_rint(x)
#define nearbyintf(x) __builtin_nearbyintf(x)
#define nearbyint(x) __builtin_nearbyint(x)
#define fmodf(x, y) __builtin_fmodf((x), (y))
#define fmod(x, y) __builtin_fmod((x), (y))
#define copysignf(x, y) __builtin_copysignf((x), (y))
#define copysign(x, y) __builtin_copysign((x), (y))
#define ldexpf(x, e) __builtin_ldexpf((x), (e))
#define ldexp(x, e) __builtin_ldexp((x), (e))
/* FLT_RADIX is 2: scalbn is ldexp (7.12.6.13) */
#define scalbnf(x, e) __builtin_ldexpf((x), (e))
#define scalbn(x, e) __builtin_ldexp((x), (e))
#define frexpf(x, e) __builtin_frexpf((x), (e))
#define frexp(x, e) __builtin_frexp((x), (e))
#define expf(x) __builtin_expf(x)
#define exp2f(x) __builtin_exp2f(x)
#define exp10f(x) __builtin_exp10f(x)
#define logf(x) __builtin_logf(x)
#define log2f(x) __builtin_log2f(x)
#define log10f(x) __builtin_log10f(x)
#define sinf(x) __builtin_sinf(x)
#define cosf(x) __builtin_cosf(x)
#define exp(x) __hipc_exp(x)
#define exp2(x) __hipc_exp2(x)
#define log(x) __hipc_log(x)
#define log2(x) __hipc_log2(x)
#define log10(x) __hipc_log10(x)
#define pow(x, y) __hipc_pow((x), (y))
#define powf(x, y) __hipc_powf((x), (y))
#define sin(x) __hipc_sin(x)
#define cos(x) __hipc_cos(x)
#define tan(x) __hipc_tan(x)
#define tanf(x) __hipc_tanf(x)
#define hypot(x, y) __hipc_hypot((x), (y))
#define hypotf(x, y) __hipc_hypotf((x), (y))
#define cbrt(x) __hipc_cbrt(x)
#define cbrtf(x) __hipc_cbrtf(x)
#define expm1(x) __hipc_expm1(x)
#define expm1f(x) __hipc_expm1f(x)
#define log1p(x) __hipc_log1p(x)
#define log1pf(x) __hipc_log1pf(x)
#define sinh(x) __hipc_sinh(x)
#define sinhf(x) __hipc_sinhf(x)
#define cosh(x) __hipc_cosh(x)
#define coshf(x) __hipc_coshf(x)
#define tanh(x) __hipc_tanh(x)
#define tanhf(x) __hipc_tanhf(x)
#define atan(x) __hipc_atan(x)
#define atanf(x) __hipc_atanf(x)
#define atan2(y, x) __hipc_atan2((y), (x))
#define atan2f(y, x) __hipc_atan2f((y), (x))
#define asin(x) __hipc_asin(x)
#define asinf(x) __hipc_asinf(x)
#define acos(x) __hipc_acos(x)
#define acosf(x) __hipc_acosf(x)
#define asinh(x) __hipc_asinh(x)
#define asinhf(x) __hipc_asinhf(x)
#define acosh(x) __hipc_acosh(x)
#define acoshf(x) __hipc_acoshf(x)
#define atanh(x) __hipc_atanh(x)
#define atanhf(x) __hipc_atanhf(x)
#define erf(x) __hipc_erf(x)
#define erff(x) __hipc_erff(x)
#define erfc(x) __hipc_erfc(x)
#define erfcf(x) __hipc_erfcf(x)
#define lgamma(x) __hipc_lgamma(x)
#define lgammaf(x) __hipc_lgammaf(x)
#define tgamma(x) __hipc_tgamma(x)
#define tgammaf(x) __hipc_tgammaf(x)

/* 7.12.12.1: x - y when x > y, +0 when x <= y, NaN when either is one
 * (then neither comparison holds and x + y is NaN). */
static __inline__ __attribute__((device, always_inline)) float
__hipc_fdimf(float x, float y) {
  return x > y ? x - y : x <= y ? 0.0f : x + y;
}
static __inline__ __attribute__((device, always_inline)) double
__hipc_fdim(double x, double y) {
  return x > y ? x - y : x <= y ? 0.0 : x + y;
}

/* 7.12.3 classification, type-generic: float, or double for the rest.
 * Comparisons, so that each argument is evaluated once and the optimiser
 * sees through them. */
#define __HIPC_CLASSIFY(fn, x) _Generic((x), float: fn##f, default: fn)(x)
#define isnan(x) __HIPC_CLASSIFY(__hipc_isnan, x)
#define isinf(x) __HIPC_CLASSIFY(__hipc_isinf, x)
#define isfinite(x) __HIPC_CLASSIFY(__hipc_isfinite, x)
#define isnormal(x) __HIPC_CLASSIFY(__hipc_isnormal, x)
#define signbit(x) __HIPC_CLASSIFY(__hipc_signbit, x)

#define __HIPC_CLASSIFIER(name, T, body)                                      \
  static __inline__ __attribute__((device, always_inline)) int name(T x) { \
    return body;                                                            \
  }
__HIPC_CLASSIFIER(__hipc_isnanf, float, x != x)
__HIPC_CLASSIFIER(__hipc_isnan, double, x != x)
__HIPC_CLASSIFIER(__hipc_isinff, float, __builtin_fabsf(x) == __builtin_huge_valf())
__HIPC_CLASSIFIER(__hipc_isinf, double, __builtin_fabs(x) == __builtin_huge_val())
__HIPC_CLASSIFIER(__hipc_isfinitef, float, __builtin_fabsf(x) < __builtin_huge_valf())
__HIPC_CLASSIFIER(__hipc_isfinite, double, __builtin_fabs(x) < __builtin_huge_val())
__HIPC_CLASSIFIER(__hipc_isnormalf, float,
                  __builtin_fabsf(x) >= 1.17549435e-38F && __builtin_fabsf(x) < __builtin_huge_valf())
__HIPC_CLASSIFIER(__hipc_isnormal, double,
                  __builtin_fabs(x) >= 2.2250738585072014e-308 && __builtin_fabs(x) < __builtin_huge_val())
__HIPC_CLASSIFIER(__hipc_signbitf, float, __builtin_copysignf(1.0f, x) < 0.0f)
__HIPC_CLASSIFIER(__hipc_signbit, double, __builtin_copysign(1.0, x) < 0.0)
#undef __HIPC_CLASSIFIER
