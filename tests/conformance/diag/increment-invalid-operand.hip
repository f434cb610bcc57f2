// C17 6.5.2.4p1, 6.5.3.1p1: ++ and -- need a modifiable lvalue of real or
// pointer type.
#include <hip/hip_runtime.h>

struct P { int x; };

__device__ int f(struct P s, int a) {
  s++; // expected-error-col 4: cannot increment value of type 'struct P' // clang-differs: C++ says "cannot increment value of type 'P'"
  --s; // expected-error-col 3: cannot decrement value of type 'struct P' // clang-differs: C++ says "cannot decrement value of type 'P'"
  (a + 1)++; // expected-error: expression is not assignable
  ++(a * 2); // expected-error: expression is not assignable
  return a;
}
