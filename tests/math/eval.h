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
  }
  return 0.0;
}
