// Assignments to const objects and to values that are not lvalues.
// clang reports these at the assignment operator; hipc at the start of the
// left operand, so most columns are left unchecked here.  (A const member,
// a member through a pointer to const, an array, `a + 1 = 4` and
// `(int)a = 2` are in gaps/assign-*.hip.)
#include <hip/hip_runtime.h>

__device__ int f0(void) { return 0; }

__device__ void to_const(int a, const int *cp) {
  const int k = 1;
  k = 2; // expected-error: cannot assign to variable 'k' with const-qualified type 'const int'
  k++; // expected-error: cannot assign to variable 'k' with const-qualified type 'const int'
  --k; // expected-error: cannot assign to variable 'k' with const-qualified type 'const int'
  k += a; // expected-error: cannot assign to variable 'k' with const-qualified type 'const int'
  *cp = 3; // expected-error: read-only variable is not assignable
  cp[1] = 4; // expected-error: read-only variable is not assignable
}

__device__ void to_rvalue(int a, int *p) {
  5 = a; // expected-error: expression is not assignable
  (a ? a : a) = 1; // expected-error: expression is not assignable // clang-differs: in C++ the conditional is an lvalue, so clang as HIP accepts it
  f0() = 3; // expected-error: expression is not assignable
  &a = p; // expected-error: expression is not assignable
  a++ = 1; // expected-error: expression is not assignable
}

// An undeclared name poisons the assignment: one message.
__device__ void to_undeclared(void) {
  --k2; // expected-error-col 5: use of undeclared identifier 'k2'
  k3 = 1; // expected-error-col 3: use of undeclared identifier 'k3'
}
