// GAP: bad digits and empty parts in numeric literals.  clang names the
// bad digit and the base, or the missing exponent, at the offending
// character; hipc says "invalid suffix 'abc' on integer constant",
// "invalid suffix '' on integer constant", "invalid digit '9' on integer
// constant", "invalid suffix 'e' on floating constant", at the literal's
// start.  Also the columns of the suffix errors (clang: at the suffix).
#include <hip/hip_runtime.h>

__device__ int i1 = 123abc; // expected-error-col 24: invalid digit 'a' in decimal constant
__device__ int i2 = 0x; // expected-error-col 22: invalid suffix 'x' on integer constant
__device__ int i3 = 09; // expected-error-col 22: invalid digit '9' in octal constant
__device__ int i4 = 0b102; // expected-error-col 25: invalid digit '2' in binary constant
__device__ int i5 = 1e; // expected-error-col 22: exponent has no digits
__device__ float f1 = 1.5e+f; // expected-error-col 26: exponent has no digits
__device__ int i6 = 1uu; // expected-error-col 22: invalid suffix 'uu' on integer constant
__device__ float f2 = 1.0fx; // expected-error-col 26: invalid suffix 'fx' on floating constant
