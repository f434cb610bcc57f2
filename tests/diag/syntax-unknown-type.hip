// GAP: an unknown type name is a syntax error for hipc ("expected ')'",
// "expected ';'"), and hipc's sema does not run after one; clang says
// "unknown type name" and goes on.
#include <hip/hip_runtime.h>

__device__ void param(unknown2 *p) { // expected-error-col 23: unknown type name 'unknown2'
}
__device__ unknown3 ret(void); // expected-error-col 12: unknown type name 'unknown3'
__device__ int after(int a) {
  return a + nope; // expected-error: use of undeclared identifier 'nope'
}
