// GAP: a declaration whose initializer has a syntax error: clang keeps the
// variable declared, so later uses are quiet; hipc drops it and then says
// "use of undeclared identifier" at each use (one mistake, two messages).
#include <hip/hip_runtime.h>

__device__ int paren(int a) {
  int b = (a + (a * 2); // expected-error-col 23: expected ')' // expected-note-col 11: to match this '('
  return b;
}

__device__ int expression(int a) {
  int y = a * ; // expected-error-col 15: expected expression
  return y;
}

__device__ int empty(void) {
  int x = ; // expected-error-col 11: expected expression
  return x;
}
