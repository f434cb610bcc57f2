// _Static_assert with an expression that is not constant: clang "static
// assertion expression is not an integral constant expression", at the
// expression's start.
#include <hip/hip_runtime.h>

__device__ int f(int n) {
  _Static_assert(n > 0, "n is positive"); // expected-error-col 18: static assertion expression is not an integral constant expression
  return n;
}
