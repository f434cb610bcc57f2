// FLAGS: -Wall
// clang's fix-it lines: the initializer an uninitialized variable's note
// suggests, and the ';' a statement or declaration lacks (after an error,
// as in clang, no function is analysed for uninitialized reads).
#include <hip/hip_runtime.h>
__device__ float g(void) {
  float v; // expected-note-col 10: initialize the variable 'v' to silence this warning
  return v; // expected-warning-col 10: variable 'v' is uninitialized when used here
}
__device__ int f(int a) {
  while (a) { break } // expected-error-col 20: expected ';' after break statement
  int x = 1 // expected-error-col 12: expected ';' at end of declaration
  return x;
}
__device__ int h(void) {
  int w; // no warning: an error came before
  return w;
}
