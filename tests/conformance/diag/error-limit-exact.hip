// FLAGS: -ferror-limit=3
// Exactly as many errors as the limit: all are reported and the limit's
// fatal error is not given.
#include <hip/hip_runtime.h>

__device__ int f(void) {
  return a1 + a2 + a3; // expected-error: use of undeclared identifier 'a1' // expected-error: use of undeclared identifier 'a2' // expected-error: use of undeclared identifier 'a3'
}
