/* <math.h> for device code (C17 7.12): C's functions for double and
 * float, declared as C declares them (HIP's overloads by argument type,
 * sqrt of a float a float, are <hip/math_functions.h>'s).  long double
 * has no device form. */
#pragma once

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

/* The functions, for double and float.  A declaration binds to hipc's
 * device library (sema/library.def): a call is a builtin where AMDGPU
 * has the instruction (sqrt, fma, floor, fmin ...) or LLVM lowers it
 * within HIP's bounds (expf, logf ...), else a function of libm/math.c,
 * compiled only into a program that calls it. */
#define __HIPC_MATH_1(name) double name(double __x); float name##f(float __x);
#define __HIPC_MATH_2(name) \
  double name(double __x, double __y); float name##f(float __x, float __y);
__HIPC_MATH_1(acos) __HIPC_MATH_1(asin) __HIPC_MATH_1(atan) __HIPC_MATH_2(atan2)
__HIPC_MATH_1(cos) __HIPC_MATH_1(sin) __HIPC_MATH_1(tan)
__HIPC_MATH_1(acosh) __HIPC_MATH_1(asinh) __HIPC_MATH_1(atanh)
__HIPC_MATH_1(cosh) __HIPC_MATH_1(sinh) __HIPC_MATH_1(tanh)
__HIPC_MATH_1(exp) __HIPC_MATH_1(exp2) __HIPC_MATH_1(expm1) __HIPC_MATH_1(exp10)
__HIPC_MATH_1(log) __HIPC_MATH_1(log10) __HIPC_MATH_1(log1p) __HIPC_MATH_1(log2)
__HIPC_MATH_1(logb) __HIPC_MATH_1(cbrt) __HIPC_MATH_1(fabs) __HIPC_MATH_2(hypot)
__HIPC_MATH_2(pow) __HIPC_MATH_1(sqrt) __HIPC_MATH_1(erf) __HIPC_MATH_1(erfc)
__HIPC_MATH_1(lgamma) __HIPC_MATH_1(tgamma) __HIPC_MATH_1(ceil) __HIPC_MATH_1(floor)
__HIPC_MATH_1(nearbyint) __HIPC_MATH_1(rint) __HIPC_MATH_1(round) __HIPC_MATH_1(trunc)
__HIPC_MATH_2(fmod) __HIPC_MATH_2(remainder) __HIPC_MATH_2(copysign)
__HIPC_MATH_2(nextafter) __HIPC_MATH_2(fdim) __HIPC_MATH_2(fmax) __HIPC_MATH_2(fmin)
#undef __HIPC_MATH_1
#undef __HIPC_MATH_2
double frexp(double __x, int *__e);
float frexpf(float __x, int *__e);
int ilogb(double __x);
int ilogbf(float __x);
double ldexp(double __x, int __e);
float ldexpf(float __x, int __e);
double modf(double __x, double *__ip);
float modff(float __x, float *__ip);
double scalbn(double __x, int __e);
float scalbnf(float __x, int __e);
double scalbln(double __x, long __e);
float scalblnf(float __x, long __e);
long lrint(double __x);
long lrintf(float __x);
long long llrint(double __x);
long long llrintf(float __x);
long lround(double __x);
long lroundf(float __x);
long long llround(double __x);
long long llroundf(float __x);
double remquo(double __x, double __y, int *__quo);
float remquof(float __x, float __y, int *__quo);
double nan(const char *__tag);
float nanf(const char *__tag);
double fma(double __x, double __y, double __z);
float fmaf(float __x, float __y, float __z);
/* POSIX's Bessel functions of the first and second kind (XSI), which
 * glibc's <math.h> declares and HIP's device library has */
double j0(double __x);
float j0f(float __x);
double j1(double __x);
float j1f(float __x);
double jn(int __n, double __x);
float jnf(int __n, float __x);
double y0(double __x);
float y0f(float __x);
double y1(double __x);
float y1f(float __x);
double yn(int __n, double __x);
float ynf(int __n, float __x);

/* ilogb's results for 0 and NaN (7.12 p8), as ROCm's ocml gives them */
#define FP_ILOGB0 (-2147483647 - 1)
#define FP_ILOGBNAN 2147483647
typedef float float_t;
typedef double double_t;
#define MATH_ERRNO 1
#define MATH_ERREXCEPT 2
#define math_errhandling MATH_ERREXCEPT

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
