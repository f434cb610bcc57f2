// Invalid operands: arithmetic on structs, '%' on floating point,
// indirection through a non-pointer, members of non-structs and missing
// members.  ('.' on a pointer and '->' on a struct, where clang adds "did
// you mean to use '->'?", are in gaps/operands-member-access.hip.)
#include <hip/hip_runtime.h>

struct P { int x; float y; };

__device__ int struct_mul(struct P a, struct P b) {
  struct P c = a * b; // expected-error-col 18: invalid operands to binary expression ('struct P' and 'struct P')
  return c.x;
}

__device__ float float_rem(float a, float b) {
  return a % b; // expected-error-col 12: invalid operands to binary expression ('float' and 'float')
}

__device__ double double_shift(double a, int n) {
  return a << n; // expected-error-col 12: invalid operands to binary expression ('double' and 'int')
}

__device__ int pointer_sum(int *p, int *q) {
  return p + q; // expected-error-col 12: invalid operands to binary expression ('int *' and 'int *')
}

__device__ int deref_int(int a) {
  return *a; // expected-error-col 10: indirection requires pointer operand ('int' invalid)
}

__device__ int deref_float(float f) {
  return (int)*f; // expected-error-col 15: indirection requires pointer operand ('float' invalid)
}

// clang points at the '.', hipc at the member name.
__device__ int member_of_int(int a) {
  return a.x; // expected-error: member reference base type 'int' is not a structure or union
}

__device__ int no_member(struct P a, struct P *p) {
  return a.z + p->w; // expected-error-col 12: no member named 'z' in 'struct P' // expected-error-col 19: no member named 'w' in 'struct P' // clang-differs: C++ names the type 'P'
}

__device__ int unary_on_struct(struct P a) {
  return -a + !a + ~a; // expected-error-col 10: invalid argument type 'struct P' to unary expression // expected-error-col 15: invalid argument type 'struct P' to unary expression // expected-error-col 20: invalid argument type 'struct P' to unary expression
}

__device__ int subscript_int(int a, int i) {
  return a[i]; // expected-error-col 11: subscripted value is not an array, pointer, or vector
}

__device__ int subscript_struct(struct P a, int i) {
  return i[a]; // expected-error-col 11: subscripted value is not an array, pointer, or vector // clang-differs: C++ says "type 'int' does not provide a subscript operator"
}

__device__ int call_int(int a) {
  return a(1); // expected-error: called object type 'int' is not a function or function pointer
}
