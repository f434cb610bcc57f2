// GAP: a function left open at the end of the file: hipc says "expected
// external declaration"; clang says "expected '}'" and notes the '{'.
#include <hip/hip_runtime.h>

__device__ int f(int a) { // expected-note-col 25: to match this '{'
  if (a) {
    return 1;
  return 0;
} // expected-error: expected '}'
