// <math.h> (C17 7.12) functions AMDGPU does in hardware, which hipc's
// header maps to LLVM intrinsics: round, nearbyint, fmod, ldexp, scalbn,
// frexp, fdim, log10f, exp10f, the classification macros, INFINITY and NAN.
// (The double exp, log, pow, sin, cos and hypot come from hipc's own
// library: sem/math-library-functions.)
#include <math.h>
__device__ int test(void) {
  volatile double neg = -2.5, two = 2.0, half = 0.5;
  volatile float f = 2.5f, nf = -7.5f;
  if (round(neg) != -3.0 || round(half) != 1.0) return 1;     /* halves away from zero */
  if (roundf(f) != 3.0f || roundf(-0.4f) != 0.0f) return 2;
  if (nearbyint(neg) != -2.0 || nearbyintf(f) != 2.0f) return 3;  /* to even */
  if (fmod(7.5, two) != 1.5 || fmod(-7.5, two) != -1.5) return 4; /* sign of x */
  if (fmodf(nf, 2.0f) != -1.5f || fmodf(f, 0.75f) != 0.25f) return 5;
  if (ldexp(1.0, 4) != 16.0 || ldexpf(3.0f, -1) != 1.5f) return 6;
  if (scalbn(half, 3) != 4.0 || scalbnf(f, 2) != 10.0f) return 7;
  int e = 0;
  if (frexp(48.0, &e) != 0.75 || e != 6) return 8;
  if (frexpf(-0.375f, &e) != -0.75f || e != -1) return 9;
  if (fdim(5.0, two) != 3.0 || fdim(two, 5.0) != 0.0 || fdimf(1.0f, 1.0f) != 0.0f) return 10;
  if (fabsf(log10f(1000.0f) - 3.0f) > 1e-6f || fabsf(exp10f(2.0f) - 100.0f) > 1e-4f) return 11;
  volatile float inf = INFINITY, nan = NAN;
  volatile double dnan = __builtin_nan("");
  if (!isinf(inf) || isinf(f) || !isinf(-(double)inf)) return 12;
  if (!isnan(nan) || !isnan(dnan) || isnan(f) || isnan(inf)) return 13;
  if (!isfinite(f) || isfinite(inf) || isfinite(dnan)) return 14;
  if (!isnormal(1.0) || isnormal(0.0f) || isnormal(1e-40f) || isnormal(nan)) return 15;
  if (!signbit(nf) || signbit(f) || !signbit(-0.0) || signbit(0.0f)) return 16;
  if (M_PI < 3.14159 || M_PI > 3.1416 || M_SQRT2 * M_SQRT2 < 1.9999) return 17;
  return 0;
}
