// C17 6.9p3, 6.7p3: after "redefinition of 'dup'" clang notes "previous
// definition is here" for a variable defined before (at file scope and in
// a block); hipc says "previous declaration is here".
#include <hip/hip_runtime.h>
__device__ int dup = 1; // expected-note-col 16: previous definition is here
__device__ int dup = 2; // expected-error-col 16: redefinition of 'dup'
__device__ int q(void) {
  int a; // expected-note-col 7: previous definition is here
  int a; // expected-error-col 7: redefinition of 'a'
  return a;
}
