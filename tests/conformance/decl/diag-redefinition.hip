// C17 6.9p3, 6.7p3: one definition per object, function and tag in a
// scope; an identifier with no linkage is declared once per scope.  (The
// note's words for variables: PENDING-A.md.)
#include <hip/hip_runtime.h>
__device__ int dup = 1;
__device__ int dup = 2; // expected-error-col 16: redefinition of 'dup'
__device__ int twice(void) { return 1; } // expected-note-col 16: previous definition is here
__device__ int twice(void) { return 2; } // expected-error-col 16: redefinition of 'twice'
struct S { int a; }; // expected-note-col 8: previous definition is here
struct S { int b; }; // expected-error-col 8: redefinition of 'S'
enum E1 { EA }; // expected-note-col 11: previous definition is here
enum E2 { EA }; // expected-error-col 11: redefinition of enumerator 'EA'
__device__ int q(void) {
  int a;
  int a; // expected-error-col 7: redefinition of 'a'
  return a;
}
