/* eval.h - fn(x, y, z, w) for each function of funcs.h, as device code
 * (hipc's headers): the result in o[0], a second one (sincos's cosine,
 * remquo's quotient, modf's integral part, frexp's exponent) in o[1].  The
 * float functions take their arguments rounded to float (tests/math makes
 * them floats) and return a float, widened exactly; an int argument is
 * y, an integer (tests/math makes it one). */
#include <hip/hip_runtime.h>
#include <math.h>
#include "funcs.h"

#define D1(f) case F_##f: o[0] = f(x); break;
#define S1(f) case F_##f: o[0] = f(a); break;
#define D2(f) case F_##f: o[0] = f(x, y); break;
#define S2(f) case F_##f: o[0] = f(a, b); break;
/* the double function and its float form */
#define DS1(g) D1(g) S1(g##f)
#define DS2(g) D2(g) S2(g##f)

static __device__ void eval(int fn, double x, double y, double z, double w, double *o) {
  float a = (float)x, b = (float)y, c = (float)z, d = (float)w;
  int q = 0;
  double dd;
  float ff;
  switch (fn) {
  DS1(sqrt) DS1(rsqrt) DS1(cbrt) DS1(rcbrt)
  DS1(exp) DS1(exp2) DS1(exp10) DS1(expm1) DS1(log) DS1(log2) DS1(log10) DS1(log1p)
  DS2(pow)
  case F_powi: o[0] = powi(x, (int)y); break;
  case F_powif: o[0] = powif(a, (int)y); break;
  DS1(sin) DS1(cos) DS1(tan)
  case F_sincos: sincos(x, &o[0], &o[1]); break;
  case F_sincosf: sincosf(a, &ff, &b); o[0] = ff; o[1] = b; break;
  DS1(sinpi) DS1(cospi)
  case F_sincospi: sincospi(x, &o[0], &o[1]); break;
  case F_sincospif: sincospif(a, &ff, &b); o[0] = ff; o[1] = b; break;
  DS1(asin) DS1(acos) DS1(atan) DS2(atan2)
  DS1(sinh) DS1(cosh) DS1(tanh) DS1(asinh) DS1(acosh) DS1(atanh)
  DS1(erf) DS1(erfc) DS1(erfinv) DS1(erfcinv) DS1(erfcx) DS1(normcdf) DS1(normcdfinv)
  DS1(tgamma) DS1(lgamma)
  DS1(j0) DS1(j1) DS1(y0) DS1(y1) DS1(cyl_bessel_i0) DS1(cyl_bessel_i1)
  case F_fma: o[0] = fma(x, y, z); break;
  case F_fmaf: o[0] = fmaf(a, b, c); break;
  DS2(fmin) DS2(fmax) DS2(fdim) DS2(fmod) DS2(remainder)
  case F_remquo: o[0] = remquo(x, y, &q); o[1] = q; break;
  case F_remquof: o[0] = remquof(a, b, &q); o[1] = q; break;
  case F_modf: o[0] = modf(x, &dd); o[1] = dd; break;
  case F_modff: o[0] = modff(a, &ff); o[1] = ff; break;
  case F_frexp: o[0] = frexp(x, &q); o[1] = q; break;
  case F_frexpf: o[0] = frexpf(a, &q); o[1] = q; break;
  case F_ldexp: o[0] = ldexp(x, (int)y); break;
  case F_ldexpf: o[0] = ldexpf(a, (int)y); break;
  case F_scalbn: o[0] = scalbn(x, (int)y); break;
  case F_scalbnf: o[0] = scalbnf(a, (int)y); break;
  DS1(ilogb) DS1(logb) DS2(hypot) DS2(rhypot)
  case F_norm3d: o[0] = norm3d(x, y, z); break;
  case F_norm3df: o[0] = norm3df(a, b, c); break;
  case F_rnorm3d: o[0] = rnorm3d(x, y, z); break;
  case F_rnorm3df: o[0] = rnorm3df(a, b, c); break;
  case F_norm4d: o[0] = norm4d(x, y, z, w); break;
  case F_norm4df: o[0] = norm4df(a, b, c, d); break;
  case F_rnorm4d: o[0] = rnorm4d(x, y, z, w); break;
  case F_rnorm4df: o[0] = rnorm4df(a, b, c, d); break;
  DS1(ceil) DS1(floor) DS1(trunc) DS1(round) DS1(rint) DS1(nearbyint)
  DS1(lround) DS1(lrint) DS2(copysign) DS2(nextafter) DS1(fabs)
  S2(fdividef)
  S1(__expf) S1(__exp10f) S1(__logf) S1(__log2f) S1(__log10f)
  S1(__sinf) S1(__cosf) S1(__tanf) S2(__powf) S2(__fdividef)
  S2(__fadd_rn) D2(__dadd_rn) S2(__fsub_rn) D2(__dsub_rn) S2(__fmul_rn) D2(__dmul_rn)
  S2(__fdiv_rn) D2(__ddiv_rn)
  case F___fmaf_rn: o[0] = __fmaf_rn(a, b, c); break;
  case F___fma_rn: o[0] = __fma_rn(x, y, z); break;
  S1(__frcp_rn) D1(__drcp_rn) S1(__fsqrt_rn) D1(__dsqrt_rn) S1(__frsqrt_rn)
  }
}
