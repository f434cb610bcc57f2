// C17 6.2.5p10: long double has at least double's range and precision;
// hipc follows clang's AMDGPU target, where it is double (8 bytes).
#include <float.h>
static int check(void) {
  if (sizeof(long double) != 8) return 1;
  if (LDBL_MANT_DIG != DBL_MANT_DIG) return 2;
  long double x = 1.0L / 3;
  if (x != 1.0 / 3) return 3;
  if (_Alignof(long double) != 8) return 4;
  long double y = 0.1L;
  if ((double)y != 0.1) return 5;
  if (_Generic(1.0L, long double: 1, double: 2, default: 3) != 1) return 6;
  return 0;
}
__device__ int test(void) { return check(); }
