/* eval.h - fn(x, y) for each function tests/math/accuracy.c measures, by
 * number (its table's order). */
#include <math.h>

static __device__ double eval(int fn, double x, double y) {
  switch (fn) {
  case 0: return exp(x);
  case 1: return exp2(x);
  case 2: return log(x);
  case 3: return log2(x);
  case 4: return log10(x);
  case 5: return pow(x, y);
  case 6: return sin(x);
  case 7: return cos(x);
  case 8: return tan(x);
  case 9: return hypot(x, y);
  case 10: return cbrt(x);
  case 11: return powf((float)x, (float)y);
  case 12: return tanf((float)x);
  case 13: return hypotf((float)x, (float)y);
  case 14: return cbrtf((float)x);
  case 15: return expm1(x);
  case 16: return log1p(x);
  case 17: return sinh(x);
  case 18: return cosh(x);
  case 19: return tanh(x);
  case 20: return atan(x);
  case 21: return atan2(x, y);
  case 22: return asin(x);
  case 23: return acos(x);
  case 24: return expm1f((float)x);
  case 25: return log1pf((float)x);
  case 26: return sinhf((float)x);
  case 27: return coshf((float)x);
  case 28: return tanhf((float)x);
  case 29: return atanf((float)x);
  case 30: return atan2f((float)x, (float)y);
  case 31: return asinf((float)x);
  case 32: return acosf((float)x);
  case 33: return asinh(x);
  case 34: return acosh(x);
  case 35: return atanh(x);
  case 36: return asinhf((float)x);
  case 37: return acoshf((float)x);
  case 38: return atanhf((float)x);
  case 39: return erf(x);
  case 40: return erfc(x);
  case 41: return erff((float)x);
  case 42: return erfcf((float)x);
  case 43: return lgamma(x);
  case 44: return tgamma(x);
  case 45: return lgammaf((float)x);
  case 46: return tgammaf((float)x);
  }
  return 0.0;
}
