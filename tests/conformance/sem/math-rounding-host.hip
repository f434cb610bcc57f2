// <math.h> (C17 7.12.9, 7.12.13): floor, ceil, trunc, rint and fma in
// device code, run on the host target.
#include <math.h>
__device__ int test(void) {
  volatile double neg = -2.5, two = 2.0, three = 3.0;
  volatile float f = 2.25f;
  if (floor(neg) != -3.0 || ceil(neg) != -2.0) return 1;
  if (trunc(neg) != -2.0 || rint(neg) != -2.0) return 2;
  if (floorf(f) != 2.0f || ceilf(f) != 3.0f || truncf(-f) != -2.0f) return 3;
  if (fma(two, three, 1.0) != 7.0) return 4;
  if (fmaf(f, 2.0f, 0.5f) != 5.0f) return 5;
  return 0;
}
