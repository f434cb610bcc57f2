// Errors inside macro expansions, located as clang locates them: a token
// of the macro's body at the invocation, with a note "expanded from macro"
// at the token in each #define, outermost first; a token of an argument
// where the argument was written, with no note.
#include <hip/hip_runtime.h>
#define BAD (undefined_z + 1)
#define ID(x) (x)
#define WRAP(x) ID(x)
#define CALL_BAD() ID(BAD)
#define CMP(p) ((p) == 5)
#define TWICE(e) ((e) + (e))
#define INNER(x) (x + undefined_y)
#define OUTER(x) INNER(x)

__device__ int f(int *q) {
  int a = BAD; // expected-error-col 11: use of undeclared identifier 'undefined_z'
  // expected-note@6: expanded from macro 'BAD'
  int b = ID(undefined_w); // expected-error-col 14: use of undeclared identifier 'undefined_w'
  int c = CMP(q); // expected-warning-col 11: comparison between pointer and integer ('int *' and 'int')
  // expected-note@10: expanded from macro 'CMP'
  int d = TWICE(undefined_v); // expected-error-col 17: use of undeclared identifier 'undefined_v' // expected-error-col 17: use of undeclared identifier 'undefined_v'
  int e = WRAP(undefined_q); // expected-error-col 16: use of undeclared identifier 'undefined_q'
  int g = CALL_BAD(); // expected-error-col 11: use of undeclared identifier 'undefined_z'
  // expected-note@9: expanded from macro 'CALL_BAD'
  int h = OUTER(1); // expected-error-col 11: use of undeclared identifier 'undefined_y'
  // expected-note@12: expanded from macro 'INNER'
  // expected-note@13: expanded from macro 'OUTER'
  return a + b + c + d + e + g + h;
}
