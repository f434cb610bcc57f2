// C17 6.5.5p2, 6.5.6p2-3, 6.5.7p2, 6.5.3.3p1: pointers cannot be
// multiplied, divided, shifted, complemented or negated, and only
// pointers to compatible types can be subtracted.
#include <hip/hip_runtime.h>

__device__ long f(int *p, float *q, int n) {
  long r = 0;
  r += p * 2; // expected-error-col 10: invalid operands to binary expression ('int *' and 'int')
  r += p / n; // expected-error-col 10: invalid operands to binary expression ('int *' and 'int')
  r += p << 1; // expected-error-col 10: invalid operands to binary expression ('int *' and 'int')
  r += ~p; // expected-error-col 8: invalid argument type 'int *' to unary expression
  r += -p; // expected-error-col 8: invalid argument type 'int *' to unary expression
  r += p - q; // expected-error-col 10: 'int *' and 'float *' are not pointers to compatible types
  r += 2 - p; // expected-error-col 10: invalid operands to binary expression ('int' and 'int *')
  return r;
}
