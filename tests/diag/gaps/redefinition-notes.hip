// GAP: redefinitions whose note or type hipc words differently: a global
// defined twice (clang's note is at the previous *definition*, hipc's at
// the first tentative declaration), a parameter (no note in hipc), a local
// (hipc: "previous declaration is here"), a typedef (hipc prints the
// typedef name 'T' instead of its type 'int').
#include <hip/hip_runtime.h>

__device__ int gv;
__device__ int gv = 1; // expected-note-col 16: previous definition is here
__device__ int gv = 2; // expected-error-col 16: redefinition of 'gv'

typedef int T; // expected-note-col 13: previous definition is here
typedef float T; // expected-error-col 15: typedef redefinition with different types ('float' vs 'int')

__device__ void params(int p, int p) { // expected-error-col 35: redefinition of parameter 'p' // expected-note-col 28: previous declaration is here
  int v = 1; // expected-note-col 7: previous definition is here
  int v = 2; // expected-error-col 7: redefinition of 'v'
}
