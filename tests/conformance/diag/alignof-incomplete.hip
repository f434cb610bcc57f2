// C17 6.5.3.4p1: _Alignof may not be applied to an incomplete type.  (void:
// PENDING-B/diag-alignof-void.)
#include <hip/hip_runtime.h>

struct Incomplete;

__device__ unsigned long f(void) {
  return _Alignof(struct Incomplete); // expected-error-col 10: invalid application of 'alignof' to an incomplete type 'struct Incomplete'
}
