/* funcs.h - the functions tests/math measures, one X(name) each: eval.h
 * (device code) evaluates F_name, accuracy.c (host code, table.c) says
 * what it is measured against.  Both sides number them from this list. */
#define MATH_FUNCS(X)                                                                          \
  X(sqrt) X(sqrtf) X(rsqrt) X(rsqrtf) X(cbrt) X(cbrtf) X(rcbrt) X(rcbrtf)                      \
  X(exp) X(expf) X(exp2) X(exp2f) X(exp10) X(exp10f) X(expm1) X(expm1f)                        \
  X(log) X(logf) X(log2) X(log2f) X(log10) X(log10f) X(log1p) X(log1pf)                        \
  X(pow) X(powf) X(powi) X(powif)                                                              \
  X(sin) X(sinf) X(cos) X(cosf) X(tan) X(tanf) X(sincos) X(sincosf)                            \
  X(sinpi) X(sinpif) X(cospi) X(cospif) X(sincospi) X(sincospif)                               \
  X(asin) X(asinf) X(acos) X(acosf) X(atan) X(atanf) X(atan2) X(atan2f)                        \
  X(sinh) X(sinhf) X(cosh) X(coshf) X(tanh) X(tanhf)                                           \
  X(asinh) X(asinhf) X(acosh) X(acoshf) X(atanh) X(atanhf)                                     \
  X(erf) X(erff) X(erfc) X(erfcf) X(erfinv) X(erfinvf) X(erfcinv) X(erfcinvf)                  \
  X(erfcx) X(erfcxf) X(normcdf) X(normcdff) X(normcdfinv) X(normcdfinvf)                       \
  X(tgamma) X(tgammaf) X(lgamma) X(lgammaf)                                                    \
  X(j0) X(j0f) X(j1) X(j1f) X(y0) X(y0f) X(y1) X(y1f)                                          \
  X(cyl_bessel_i0) X(cyl_bessel_i0f) X(cyl_bessel_i1) X(cyl_bessel_i1f)                        \
  X(fma) X(fmaf) X(fmin) X(fminf) X(fmax) X(fmaxf) X(fdim) X(fdimf)                            \
  X(fmod) X(fmodf) X(remainder) X(remainderf) X(remquo) X(remquof)                             \
  X(modf) X(modff) X(frexp) X(frexpf) X(ldexp) X(ldexpf) X(scalbn) X(scalbnf)                  \
  X(ilogb) X(ilogbf) X(logb) X(logbf)                                                          \
  X(hypot) X(hypotf) X(rhypot) X(rhypotf) X(norm3d) X(norm3df) X(rnorm3d) X(rnorm3df)          \
  X(norm4d) X(norm4df) X(rnorm4d) X(rnorm4df)                                                  \
  X(ceil) X(ceilf) X(floor) X(floorf) X(trunc) X(truncf) X(round) X(roundf)                    \
  X(rint) X(rintf) X(nearbyint) X(nearbyintf) X(lround) X(lroundf) X(lrint) X(lrintf)          \
  X(copysign) X(copysignf) X(nextafter) X(nextafterf) X(fabs) X(fabsf) X(fdividef)             \
  X(__expf) X(__exp10f) X(__logf) X(__log2f) X(__log10f)                                       \
  X(__sinf) X(__cosf) X(__tanf) X(__powf) X(__fdividef)                                        \
  X(__fadd_rn) X(__dadd_rn) X(__fsub_rn) X(__dsub_rn) X(__fmul_rn) X(__dmul_rn)                \
  X(__fdiv_rn) X(__ddiv_rn) X(__fmaf_rn) X(__fma_rn) X(__frcp_rn) X(__drcp_rn)                 \
  X(__fsqrt_rn) X(__dsqrt_rn) X(__frsqrt_rn)

#define MATH_ID(name) F_##name,
enum { MATH_FUNCS(MATH_ID) NFUNCS };
#undef MATH_ID
