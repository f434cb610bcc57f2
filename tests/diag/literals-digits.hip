// Bad digits, empty parts and bad suffixes in numeric literals: clang's
// messages, each at the offending character.
#include <hip/hip_runtime.h>

__device__ int i1 = 123abc; // expected-error-col 24: invalid digit 'a' in decimal constant
__device__ int i2 = 0x; // expected-error-col 22: invalid suffix 'x' on integer constant
__device__ int i3 = 09; // expected-error-col 22: invalid digit '9' in octal constant
__device__ int i4 = 0b102; // expected-error-col 25: invalid digit '2' in binary constant
__device__ int i5 = 1e; // expected-error-col 22: exponent has no digits
__device__ float f1 = 1.5e+f; // expected-error-col 26: exponent has no digits
__device__ int i6 = 1uu; // expected-error-col 22: invalid suffix 'uu' on integer constant
__device__ float f2 = 1.0fx; // expected-error-col 26: invalid suffix 'fx' on floating constant
__device__ long l1 = 1lL; // expected-error-col 23: invalid suffix 'lL' on integer constant
__device__ double h1 = 0x1.p; // expected-error-col 28: exponent has no digits
__device__ double h2 = 0x.p1; // expected-error-col 27: hexadecimal floating constant requires a significand
__device__ double h3 = 0x1.8; // expected-error-col 29: hexadecimal floating constant requires an exponent
__device__ int o1 = 0b; // expected-error-col 22: invalid digit 'b' in octal constant
__device__ double d1 = 1.0lf; // expected-error-col 27: invalid suffix 'lf' on floating constant
// Valid: a decimal float may begin like an octal number.
__device__ double d2 = 09.5 + 012e3 + 0x1P+2 + 0x.8p1 + 1.e5;
