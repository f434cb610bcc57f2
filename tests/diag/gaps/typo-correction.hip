// GAP: typo correction.  For an undeclared name close to a declared one
// clang adds "; did you mean 'count'?" and a note where that is declared
// (as C++, for misspelt members too); hipc says only "use of undeclared
// identifier".
#include <hip/hip_runtime.h>

struct P { int width; };

__device__ int f(int count, struct P *p) { // expected-note-col 22: 'count' declared here
  return cout + p->width; // expected-error-col 10: use of undeclared identifier 'cout'; did you mean 'count'?
}
