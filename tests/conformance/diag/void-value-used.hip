// C17 6.3.2.2: the (nonexistent) value of a void expression may not be
// used.
#include <hip/hip_runtime.h>

__device__ void nothing(void) {}

__device__ int f(int a) {
  int r = nothing() + 1; // expected-error-col 21: invalid operands to binary expression ('void' and 'int')
  r += -nothing(); // expected-error-col 8: invalid argument type 'void' to unary expression
  r = (int)nothing(); // expected-error-col 7: operand of type 'void' where arithmetic or pointer type is required // clang-differs: C++ says "cannot convert 'void' to 'int' without a conversion operator" or similar
  return r;
}
