// Redefinitions: variables, functions, structs, parameters, enumerators,
// members and labels, each with a note pointing at the first one.
// (A redefined initialized global and a typedef with another type are in
// gaps/redefinition-*.hip: the notes or types hipc prints differ.)
#include <hip/hip_runtime.h>

__device__ int f(int a) { return a; } // expected-note: previous definition is here
__device__ int f(int a) { return a + 1; } // expected-error-col 16: redefinition of 'f'

struct S { int x; }; // expected-note: previous definition is here
struct S { int y; }; // expected-error-col 8: redefinition of 'S'

// clang's HIP mode (C++) overloads on parameters and says "functions that
// differ only in their return type cannot be overloaded" for the first.
__device__ float f(int a); // expected-error-col 18: conflicting types for 'f' // clang-differs: C++ overloads
__device__ int h(int a); // expected-note: previous declaration is here // clang-differs: C++ overloads
__device__ int h(int a, int b); // expected-error-col 16: conflicting types for 'h' // clang-differs: C++ overloads

__device__ void params(int p, int p) { // expected-error-col 35: redefinition of parameter 'p'
  int v = 1;
  int v = 2; // expected-error-col 7: redefinition of 'v'
  {
    int v = 3;
  }
}

enum E { A, B, A }; // expected-error-col 16: redefinition of enumerator 'A' // expected-note-col 10: previous definition is here
union U { int a; float a; }; // expected-error-col 24: duplicate member 'a' // expected-note-col 15: previous declaration is here
struct Dup { int m; int *m; }; // expected-error-col 26: duplicate member 'm'

// clang points at the label name in the goto, hipc at the goto.
__device__ void labels(void) {
L: // expected-note: previous definition is here
  ;
L: // expected-error-col 1: redefinition of label 'L'
  ;
  goto M; // expected-error: use of undeclared label 'M'
}
