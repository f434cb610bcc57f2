// C17 6.5.3.2p1: & may not be applied to a bit-field.  (An object declared
// register: PENDING-B/diag-address-of-register.)
#include <hip/hip_runtime.h>

struct B { unsigned f : 3; int whole; };

__device__ int f(struct B *b) {
  unsigned *p = &b->f; // expected-error-col 17: address of bit-field requested
  int *w = &b->whole;
  return (int)*p + *w;
}
