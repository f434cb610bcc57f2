// Independent mistakes in one statement and in one expression: each operand
// error is reported once, and the expression around a poisoned operand
// gives nothing more.
#include <hip/hip_runtime.h>

struct P { int x; };

__device__ int f(struct P s, float g, int *p) {
  int r = s.nope + (g << 1) + *r0 + p[1]; // expected-error: no member named 'nope' in 'struct P' // clang-differs: C++ names the type 'P' // expected-error: invalid operands to binary expression ('float' and 'int') // expected-error: use of undeclared identifier 'r0'
  r += (s * 2) - (s / 3); // expected-error: invalid operands to binary expression ('struct P' and 'int') // expected-error: invalid operands to binary expression ('struct P' and 'int') // clang-differs: C++ says "no match for operator"
  return r;
}
