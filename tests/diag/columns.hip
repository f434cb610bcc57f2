// Where clang puts each message: an assignment's error at the operator, an
// initialization's at the variable, a binary expression used as a size or
// case value at its start, a member error at the '.' or '->', too few
// arguments at the ')' and too many at the first extra one, an undeclared
// label at the label, a __shared__ initializer error at the variable.
// (Errors at the end of a directive: gaps/preprocessor-eol-column.hip.)
#include <hip/hip_runtime.h>

struct P { int x; };
__device__ int take2(int a, int b) { return a + b; }
__device__ int g_expr[1 - 2]; // expected-error-col 23: 'g_expr' declared as an array with a negative size

__device__ void assignments(int a, const int *cp, int *p) {
  const int k = 1;
  k = 2; // expected-error-col 5: cannot assign to variable 'k' with const-qualified type 'const int'
  k++; // expected-error-col 4: cannot assign to variable 'k' with const-qualified type 'const int'
  *cp = 3; // expected-error-col 7: read-only variable is not assignable
  5 = a; // expected-error-col 5: expression is not assignable
  (a ? a : a) = 1; // expected-error-col 15: expression is not assignable
}

__device__ int conversions(struct P a, int i) {
  int j = a; // expected-error-col 7: initializing 'int' with an expression of incompatible type 'struct P' // clang-differs: C++ says "no viable conversion"; this is clang's column as C
  i = a; // expected-error-col 5: assigning to 'int' from incompatible type 'struct P'
  return i + j;
}

__device__ int members(int a) {
  return a.x; // expected-error-col 11: member reference base type 'int' is not a structure or union
}

__device__ int calls(void) {
  return take2(1); // expected-error-col 17: too few arguments to function call, expected 2, have 1
}

__device__ int cases(int a) {
  switch (a) {
  case 2:
    break;
  case 1 + 1: // expected-error-col 8: duplicate case value '2'
    break;
  }
  return a;
}

__device__ int vla(int n) {
  float buf[n * 2]; // expected-error-col 13: variable length arrays are not supported in HIP device code // clang-differs: clang accepts VLAs; this is where it puts array size errors
  return (int)buf[0];
}

__device__ void labels(void) {
  goto M; // expected-error-col 8: use of undeclared label 'M'
}

__global__ void shared_init(float *out) {
  __shared__ int count = 0; // expected-error-col 18: initialization is not supported for __shared__ variables
  out[0] = count;
}
