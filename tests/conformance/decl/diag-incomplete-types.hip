// C17 6.7p7, 6.5.3.4p1, 6.5.2.3p1: an object cannot have an incomplete
// type, sizeof does not apply to one, and -> needs a complete struct.
// (The note, the column of `p->x` and `int arr[];`: PENDING-A.md.)
#include <hip/hip_runtime.h>
struct inc;
__device__ int k(void) { return sizeof(struct inc); } // expected-error-col 33: invalid application of 'sizeof' to an incomplete type 'struct inc'
__device__ int m(struct inc *p) { return p->x; } // expected-error: incomplete definition of type 'struct inc'
__device__ int r(void) {
  void v; // expected-error-col 8: variable has incomplete type 'void'
  return 0;
}
__device__ int fine(struct inc *p) { return p != 0; }
