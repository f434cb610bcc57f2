// Two operands with no operator between them: clang's "expected ')'" in a
// call and "expected ';'" where a statement or declaration could end (the
// variable stays declared), not "unknown type name" as at a statement's
// start.
#include <hip/hip_runtime.h>
__device__ int g(int, int);

__device__ int call(int a, int b) {
  return g(a b); // expected-error-col 14: expected ')' // expected-note-col 11: to match this '('
}

__device__ int init(int a, int b) {
  int x = a b; // expected-error-col 12: expected ';' at end of declaration
  return x;
}

__device__ int assign(int a, int b) {
  int y;
  y = a b; // expected-error-col 8: expected ';' after expression // expected-warning-col 9: expression result unused
  return y;
}

__device__ int index(int *p, int b) {
  return p[b b]; // expected-error-col 14: expected ']' // expected-note-col 11: to match this '['
}

// Initializer lists hold expressions: no declaration starts there.
__device__ int list(int a, int b) {
  int arr[] = {a b}; // expected-error-col 18: expected '}' // expected-note-col 15: to match this '{'
  return arr[0];
}
