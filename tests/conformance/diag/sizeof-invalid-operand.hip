// C17 6.5.3.4p1: sizeof may not be applied to an incomplete type or to a
// bit-field.  (clang points at the operand expression, hipc at sizeof:
// PENDING-B/diag-columns-expressions.)
#include <hip/hip_runtime.h>

struct Incomplete;
struct B { unsigned f : 3; };

__device__ unsigned long f(struct B b, struct Incomplete *p) {
  unsigned long n = sizeof(struct Incomplete); // expected-error-col 21: invalid application of 'sizeof' to an incomplete type 'struct Incomplete'
  n += sizeof *p; // expected-error: invalid application of 'sizeof' to an incomplete type 'struct Incomplete'
  n += sizeof(b.f); // expected-error: invalid application of 'sizeof' to bit-field
  return n;
}
