// An unknown type name in a parameter list, wherever it stands; alone in
// the parentheses it is a K&R parameter name instead, as clang reads it.
#include <hip/hip_runtime.h>
__device__ void f1(unknown x) {} // expected-error-col 20: unknown type name 'unknown'
__device__ void f2(int a, unknown b) {} // expected-error-col 27: unknown type name 'unknown'
__device__ void f3(unknown *p, int q) {} // expected-error-col 20: unknown type name 'unknown'
__device__ void f4(int a, unknown *b) {} // expected-error-col 27: unknown type name 'unknown'
__device__ void f5(unknown) {} // expected-error-col 20: parameter 'unknown' was not declared, defaults to 'int'; ISO C99 and later do not support implicit int // expected-warning-col 17: a function definition without a prototype is deprecated in all versions of C and is not supported in C23
