// The arguments of the GNU builtins of checked arithmetic and
// classification, with clang's words: integers for __builtin_*_overflow,
// floating operands for the classification builtins (no integer), a
// constant class mask.
#include <hip/hip_runtime.h>

__device__ void f(float x, int *r, const int *cr, int i) {
  __builtin_add_overflow(x, 1, r); // expected-error-col 26: operand argument to overflow builtin must be an integer type ('float' invalid)
  __builtin_mul_overflow(1, 1, cr); // expected-error-col 32: result argument to overflow builtin must be a pointer to a non-const integer type ('const int *' invalid)
  __builtin_sub_overflow(1, 1, i); // expected-error-col 32: result argument to overflow builtin must be a pointer to a non-const integer type ('int' invalid)
  __builtin_add_overflow(1, 1); // expected-error-col 30: too few arguments to function call, expected 3, have 2
  __builtin_isless(1, 2); // expected-error-col 20: ordered compare requires two args of floating point type ('int' and 'int')
  __builtin_isnan(r); // expected-error-col 19: floating point classification requires argument of floating point type (passed in 'int *')
  __builtin_isinf(i); // expected-error-col 19: floating point classification requires argument of floating point type (passed in 'int')
  __builtin_fpclassify(0, 1, 2, 3, 4, 5); // expected-error-col 39: floating point classification requires argument of floating point type (passed in 'int')
  (void)__builtin_isfpclass(x, i); // expected-error-col 9: argument to '__builtin_isfpclass' must be a constant integer
  (void)__builtin_isfpclass(x, 1024); // expected-error-col 9: argument value 1024 is outside the valid range [0, 1023]
}
