// GNU cast to a union type: the operand's type must be one of its
// members' (clang's error otherwise).
#include <hip/hip_runtime.h>

union u { int i; float f; };

__device__ int f(double d) {
  union u x = (union u)d; // expected-error-col 15: cast to union type from type 'double' not present in union
  return x.i;
}
