// C17 6.5.15p2: the first operand of ?: must have scalar type; clang (C)
// says "used type 'struct P' where arithmetic or pointer type is required".
#include <hip/hip_runtime.h>

struct P { int x; };

__device__ int f(struct P s) {
  int r = s ? 1 : 2; // expected-error-col 11: used type 'struct P' where arithmetic or pointer type is required // clang-differs: C++ says "value of type 'struct P' is not contextually convertible to 'bool'"
  return r;
}
