// GAP: case values that are not integer constants: clang says
// "expression is not an integer constant expression" and "integer
// constant expression must have integer type, not 'double'"; hipc "case
// value is not an integer constant expression" and "case value must have
// integer type, not 'double'".  And two default labels: clang reports the
// *first* default with a note at the second (its own quirk); hipc the
// second with a note at the first.
#include <hip/hip_runtime.h>

__device__ int f(int a) {
  switch (a) {
  case a: break; // expected-error-col 8: expression is not an integer constant expression
  case 1.5: break; // expected-error-col 8: integer constant expression must have integer type, not 'double'
  }
  switch (a) {
  default: // expected-error-col 3: multiple default labels in one switch
    break;
  default: // expected-note-col 3: previous case defined here
    break;
  }
  return a;
}
