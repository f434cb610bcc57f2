// FLAGS: -Werror
// GAP: with -Werror a preprocessor warning becomes an error, and hipc
// then stops before sema, as after any preprocessor error: the errors
// after it are not reported.  clang goes on.
#include <hip/hip_runtime.h>

#define M 1 // expected-note-col 9: previous definition is here
#define M 2 // expected-error-col 9: 'M' macro redefined

__device__ int f(void) {
  int a[2] = {1, 2, 3}; // expected-error-col 21: excess elements in array initializer
  return a[0] + M;
}
