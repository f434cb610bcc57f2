// GAP: after "expected ')'" in an if or while condition hipc reports two
// more errors ("expected ';'") further on; clang recovers and gives only
// the one error, with a note at the '(' it expected to close.
#include <hip/hip_runtime.h>

__device__ int if_cond(int a) {
  if (a > 0 { // expected-error-col 13: expected ')' // expected-note-col 6: to match this '('
    return 1;
  }
  return 0;
}

__device__ int while_cond(int a) {
  while (a { // expected-error-col 12: expected ')' // expected-note-col 9: to match this '('
    a--;
  }
  return a;
}

__device__ int nested(int a) {
  return (a + 2; // expected-error-col 16: expected ')' // expected-note-col 10: to match this '('
}
