// C17 6.5.3.2p1: the operand of unary & must be an lvalue (or a function
// designator, or [] or * result).
#include <hip/hip_runtime.h>

__device__ int g(void) { return 1; }

__device__ int f(int a) {
  int *p = &5; // expected-error-col 12: cannot take the address of an rvalue of type 'int'
  int *q = &(a + 1); // expected-error-col 12: cannot take the address of an rvalue of type 'int'
  int *r = &g(); // expected-error-col 12: cannot take the address of an rvalue of type 'int'
  return *p + *q + *r;
}
