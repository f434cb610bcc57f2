// C17 6.5.9p2, 6.5.8p2: structures cannot be compared, and bitwise
// operators need integers.
#include <hip/hip_runtime.h>

struct P { int x; };

__device__ int f(struct P a, struct P b, float g, double d) {
  int r = a == b; // expected-error-col 13: invalid operands to binary expression ('struct P' and 'struct P') // clang-differs: C++ says "invalid operands to binary expression ('P' and 'P')"
  r += a < b; // expected-error-col 10: invalid operands to binary expression ('struct P' and 'struct P') // clang-differs: C++ says "invalid operands to binary expression ('P' and 'P')"
  r += g & 1; // expected-error-col 10: invalid operands to binary expression ('float' and 'int')
  r += 3 | d; // expected-error-col 10: invalid operands to binary expression ('int' and 'double')
  r += ~g; // expected-error-col 8: invalid argument type 'float' to unary expression
  return r;
}
