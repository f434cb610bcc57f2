// FLAGS: -Wall
// -Wsign-compare is not in -Wall for C.
#include <hip/hip_runtime.h>

__device__ int f(unsigned u, int s) {
  int unused; // expected-warning: unused variable 'unused'
  return u < s;
}
