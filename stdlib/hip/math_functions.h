/* <hip/math_functions.h> for hipc: HIP's device math (math_functions.h,
 * amd_math_functions.h) on top of C's <math.h>: the functions HIP adds
 * (sinpi, rsqrt, norm3d ...), declared for hipc's device library
 * (stdlib/libm/hip_math.c), and the overloads HIP's C++ gives the plain
 * names, as C's <tgmath.h> gives them: sqrt of a float is sqrtf, pow of a
 * float and an int is powif, abs of a float is fabsf.  A float argument
 * with an integer or double one is the double function, as C++'s
 * promotion rules make it.  (sqrt) in parentheses is the double function
 * itself, a value; docs/math.md says more. */
#pragma once
#include <math.h>
#include <stdlib.h>

double rsqrt(double __x);
float rsqrtf(float __x);
double rcbrt(double __x);
float rcbrtf(float __x);
double sinpi(double __x);
float sinpif(float __x);
double cospi(double __x);
float cospif(float __x);
void sincos(double __x, double *__s, double *__c);
void sincosf(float __x, float *__s, float *__c);
void sincospi(double __x, double *__s, double *__c);
void sincospif(float __x, float *__s, float *__c);
double norm(int __n, const double *__a);
float normf(int __n, const float *__a);
double rnorm(int __n, const double *__a);
float rnormf(int __n, const float *__a);
double rhypot(double __x, double __y);
float rhypotf(float __x, float __y);
double norm3d(double __x, double __y, double __z);
float norm3df(float __x, float __y, float __z);
double rnorm3d(double __x, double __y, double __z);
float rnorm3df(float __x, float __y, float __z);
double norm4d(double __x, double __y, double __z, double __w);
float norm4df(float __x, float __y, float __z, float __w);
double rnorm4d(double __x, double __y, double __z, double __w);
float rnorm4df(float __x, float __y, float __z, float __w);
double powi(double __x, int __n);
float powif(float __x, int __n);
float fdividef(float __x, float __y);
/* the special functions (libm/special.c): no float overloads of the
 * plain names, as HIP's C++ has none (erfinv of a float is the double one) */
double erfinv(double __x);
float erfinvf(float __x);
double erfcinv(double __x);
float erfcinvf(float __x);
double erfcx(double __x);
float erfcxf(float __x);
double normcdf(double __x);
float normcdff(float __x);
double normcdfinv(double __x);
float normcdfinvf(float __x);
double cyl_bessel_i0(double __x);
float cyl_bessel_i0f(float __x);
double cyl_bessel_i1(double __x);
float cyl_bessel_i1f(float __x);

/* glibc's classification functions, which clang's HIP headers give device
 * code (int results) */
#define __HIPC_CLASS(name, T, e) \
  static __inline__ __attribute__((device, always_inline)) int name(T __x) { return e; }
__HIPC_CLASS(__isnanf, float, __builtin_isnan(__x))
__HIPC_CLASS(__isnan, double, __builtin_isnan(__x))
__HIPC_CLASS(__isinff, float, __builtin_isinf(__x))
__HIPC_CLASS(__isinf, double, __builtin_isinf(__x))
__HIPC_CLASS(__finitef, float, __builtin_isfinite(__x))
__HIPC_CLASS(__finite, double, __builtin_isfinite(__x))
__HIPC_CLASS(__signbitf, float, __builtin_signbit(__x))
__HIPC_CLASS(__signbit, double, __builtin_signbit(__x))
#undef __HIPC_CLASS

/* ---- the overloads ---- */
#define __HIPC_OV1(fn, x) _Generic((x), float: fn##f, default: fn)
#define __HIPC_OV2(fn, x, y) \
  _Generic((x), float: _Generic((y), float: fn##f, default: fn), default: fn)
#define __HIPC_OV3(fn, x, y, z) \
  _Generic((x), float: _Generic((y), float: _Generic((z), float: fn##f, default: fn), \
                                default: fn), default: fn)

#define acos(x) __HIPC_OV1(acos, x)(x)
#define asin(x) __HIPC_OV1(asin, x)(x)
#define atan(x) __HIPC_OV1(atan, x)(x)
#define cos(x) __HIPC_OV1(cos, x)(x)
#define sin(x) __HIPC_OV1(sin, x)(x)
#define tan(x) __HIPC_OV1(tan, x)(x)
#define acosh(x) __HIPC_OV1(acosh, x)(x)
#define asinh(x) __HIPC_OV1(asinh, x)(x)
#define atanh(x) __HIPC_OV1(atanh, x)(x)
#define cosh(x) __HIPC_OV1(cosh, x)(x)
#define sinh(x) __HIPC_OV1(sinh, x)(x)
#define tanh(x) __HIPC_OV1(tanh, x)(x)
#define exp(x) __HIPC_OV1(exp, x)(x)
#define exp2(x) __HIPC_OV1(exp2, x)(x)
#define exp10(x) __HIPC_OV1(exp10, x)(x)
#define expm1(x) __HIPC_OV1(expm1, x)(x)
#define log(x) __HIPC_OV1(log, x)(x)
#define log2(x) __HIPC_OV1(log2, x)(x)
#define log10(x) __HIPC_OV1(log10, x)(x)
#define log1p(x) __HIPC_OV1(log1p, x)(x)
#define logb(x) __HIPC_OV1(logb, x)(x)
#define ilogb(x) __HIPC_OV1(ilogb, x)(x)
#define cbrt(x) __HIPC_OV1(cbrt, x)(x)
#define rcbrt(x) __HIPC_OV1(rcbrt, x)(x)
#define sqrt(x) __HIPC_OV1(sqrt, x)(x)
#define rsqrt(x) __HIPC_OV1(rsqrt, x)(x)
#define fabs(x) __HIPC_OV1(fabs, x)(x)
#define erf(x) __HIPC_OV1(erf, x)(x)
#define erfc(x) __HIPC_OV1(erfc, x)(x)
#define lgamma(x) __HIPC_OV1(lgamma, x)(x)
#define tgamma(x) __HIPC_OV1(tgamma, x)(x)
#define ceil(x) __HIPC_OV1(ceil, x)(x)
#define floor(x) __HIPC_OV1(floor, x)(x)
#define trunc(x) __HIPC_OV1(trunc, x)(x)
#define round(x) __HIPC_OV1(round, x)(x)
#define rint(x) __HIPC_OV1(rint, x)(x)
#define nearbyint(x) __HIPC_OV1(nearbyint, x)(x)
#define lrint(x) __HIPC_OV1(lrint, x)(x)
#define llrint(x) __HIPC_OV1(llrint, x)(x)
#define lround(x) __HIPC_OV1(lround, x)(x)
#define llround(x) __HIPC_OV1(llround, x)(x)
#define sinpi(x) __HIPC_OV1(sinpi, x)(x)
#define cospi(x) __HIPC_OV1(cospi, x)(x)
#define atan2(y, x) __HIPC_OV2(atan2, y, x)((y), (x))
#define hypot(x, y) __HIPC_OV2(hypot, x, y)((x), (y))
#define rhypot(x, y) __HIPC_OV2(rhypot, x, y)((x), (y))
#define fmod(x, y) __HIPC_OV2(fmod, x, y)((x), (y))
#define remainder(x, y) __HIPC_OV2(remainder, x, y)((x), (y))
#define copysign(x, y) __HIPC_OV2(copysign, x, y)((x), (y))
#define nextafter(x, y) __HIPC_OV2(nextafter, x, y)((x), (y))
#define fdim(x, y) __HIPC_OV2(fdim, x, y)((x), (y))
#define fmax(x, y) __HIPC_OV2(fmax, x, y)((x), (y))
#define fmin(x, y) __HIPC_OV2(fmin, x, y)((x), (y))
#define fma(x, y, z) __HIPC_OV3(fma, x, y, z)((x), (y), (z))
#define norm3d(x, y, z) __HIPC_OV3(norm3d, x, y, z)((x), (y), (z))
#define rnorm3d(x, y, z) __HIPC_OV3(rnorm3d, x, y, z)((x), (y), (z))
/* pow(float, int) is powif, as in HIP */
#define pow(x, y) \
  _Generic((x), float: _Generic((y), float: powf, int: powif, default: pow), default: pow)((x), (y))
/* the second argument is a pointer or an exponent: the first picks */
#define frexp(x, e) __HIPC_OV1(frexp, x)((x), (e))
#define ldexp(x, e) __HIPC_OV1(ldexp, x)((x), (e))
#define scalbn(x, e) __HIPC_OV1(scalbn, x)((x), (e))
#define scalbln(x, e) __HIPC_OV1(scalbln, x)((x), (e))
#define modf(x, ip) __HIPC_OV1(modf, x)((x), (ip))
#define remquo(x, y, q) __HIPC_OV2(remquo, x, y)((x), (y), (q))
#define sincos(x, s, c) __HIPC_OV1(sincos, x)((x), (s), (c))
#define sincospi(x, s, c) __HIPC_OV1(sincospi, x)((x), (s), (c))
/* abs of each arithmetic type, as C++'s <cstdlib> and <cmath> give it */
#define abs(x) \
  _Generic((x), float: fabsf, double: fabs, long: labs, long long: llabs, default: abs)(x)
