// FLAGS: -Wextra
// -Wunused-parameter (in -Wextra): a named parameter never used.  Unnamed
// parameters and parameters of declarations without a body are not
// reported.  (One marked __attribute__((unused)):
// PENDING-B/diag-unused-parameter-attribute.)
#include <hip/hip_runtime.h>

__device__ int proto(int never_defined);

__device__ int f(int used, int unused, float) { // expected-warning-col 32: unused parameter 'unused'
  return used;
}

__device__ int g(int a, int *p) { // expected-warning-col 22: unused parameter 'a' // expected-warning-col 30: unused parameter 'p'
  return 0;
}
