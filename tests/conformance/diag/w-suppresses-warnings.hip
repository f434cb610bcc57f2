// FLAGS: -Wall -Wextra -w
// -w silences every warning, even those -Wall and -Wextra turn on; errors
// are still reported.
#include <hip/hip_runtime.h>

__device__ int takes(int *p) { return *p; }

__device__ int f(unsigned *u, int unused_param) {
  int unused_local;
  int r = takes(u) + (*u < -1);
  return r + missing; // expected-error: use of undeclared identifier 'missing'
}

__device__ int g(int x) {
  x++;
}
