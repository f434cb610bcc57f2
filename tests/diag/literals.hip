// Bad numeric literals.  clang points at the bad suffix or digit, hipc at
// the start of the literal, so columns are left unchecked; a literal too
// large for any type is reported at its start by both.  (A bad digit, an
// empty hex prefix, an exponent without digits and trailing letters, where
// hipc's words differ, are in gaps/literals-*.hip.)
#include <hip/hip_runtime.h>

__device__ int i4 = 1uu; // expected-error: invalid suffix 'uu' on integer constant
__device__ long i5 = 10lul; // expected-error: invalid suffix 'lul' on integer constant
__device__ long i6 = 5LLL; // expected-error: invalid suffix 'LLL' on integer constant
__device__ unsigned i7 = 0x10uz3; // expected-error: invalid suffix 'uz3' on integer constant
__device__ float f1 = 1.0fx; // expected-error: invalid suffix 'fx' on floating constant
__device__ float f2 = 2.5ff; // expected-error: invalid suffix 'ff' on floating constant
__device__ long i8 = 99999999999999999999999; // expected-error-col 22: integer literal is too large to be represented in any integer type
__device__ unsigned long long i9 = 0x1ffffffffffffffff; // expected-error-col 36: integer literal is too large to be represented in any integer type
__device__ unsigned long long ok = 18446744073709551615u;
