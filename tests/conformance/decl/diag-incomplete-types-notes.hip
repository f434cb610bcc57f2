// C17 6.5.2.3p1, 6.7.6.2, 6.9.2, as clang says them: a note where an
// incomplete struct was declared, `p->x` reported at the '->', and a
// block-scope `int arr[];` "needs an explicit size or an initializer".
#include <hip/hip_runtime.h>
struct inc; // expected-note: forward declaration of 'struct inc'
__device__ int m(struct inc *p) { return p->x; } // expected-error-col 43: incomplete definition of type 'struct inc'
__device__ int r(void) {
  int arr[]; // expected-error-col 7: definition of variable with array type needs an explicit size or an initializer
  return 0;
}
