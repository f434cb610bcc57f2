// GAP: hipc's grammar takes the left of '=' as a unary-expression, as
// C17 6.5.16 writes it, so `a + 1 = 4` and `(int)a = 2` are syntax errors
// ("expected ';'") and, after a syntax error, hipc's sema does not run at
// all.  clang parses a conditional-expression there and gives the
// semantic errors.
#include <hip/hip_runtime.h>

__device__ void f(int a) {
  a + 1 = 4; // expected-error-col 9: expression is not assignable
  (int)a = 2; // expected-error-col 3: assignment to cast is illegal, lvalue casts are not supported
  a = undeclared; // expected-error-col 7: use of undeclared identifier 'undeclared'
}
