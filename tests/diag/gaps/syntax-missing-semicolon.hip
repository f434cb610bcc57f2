// GAP: after a missing ';' before a '}', hipc's recovery skips the next
// function: its error ("expected ';' at end of declaration") is lost.
// (Alone, that declaration gets clang's message.)
#include <hip/hip_runtime.h>

__device__ void last_in_block(int *p) {
  p[0] = 1 // expected-error-col 11: expected ';' after expression
}

__device__ int declaration(int a) {
  int x = a // expected-error-col 12: expected ';' at end of declaration
  return x;
}
