// FLAGS: -Wall
// A return without its ';' is taken as ended there, as clang does: the
// function's '}' still closes it and the next function stands apart; and
// a statement after a return does not make the end reachable.
#include <hip/hip_runtime.h>
__device__ int f(int a) {
  return a + 1 // expected-error-col 15: expected ';' after return statement
  a = 2;
}
__device__ int g(void) { return 1 } // expected-error-col 34: expected ';' after return statement
__device__ int h(void) { int y = 2; return y; }
__device__ int k(int a) { return 1; a = 2; }
