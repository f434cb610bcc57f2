// C17 6.5.13p2, 6.5.14p2, 6.5.3.3p1: the operands of &&, || and ! must be
// scalars.
#include <hip/hip_runtime.h>

struct P { int x; };

__device__ int f(struct P s, int a) {
  int r = s && a; // expected-error-col 13: invalid operands to binary expression ('struct P' and 'int') // clang-differs: C++ says "value of type 'struct P' is not contextually convertible to 'bool'"
  r += a || s; // expected-error-col 10: invalid operands to binary expression ('int' and 'struct P') // clang-differs: C++ says "value of type 'struct P' is not contextually convertible to 'bool'"
  return r;
}
