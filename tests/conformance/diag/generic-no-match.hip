// C17 6.5.1.1p2: when no association matches and there is no default, the
// _Generic selection is an error.
#include <hip/hip_runtime.h>

__device__ int f(double d, const char *s) {
  int a = _Generic(d, int: 1, float: 2); // expected-error-col 20: controlling expression type 'double' not compatible with any generic association type
  int b = _Generic(s, char *: 1); // expected-error-col 20: controlling expression type 'const char *' not compatible with any generic association type
  return a + b;
}
