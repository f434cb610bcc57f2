// FLAGS: -Wno-pointer-sign
// -Wno-pointer-sign: no warning for pointers that differ in sign; other
// diagnostics are given as usual.
#include <hip/hip_runtime.h>

__device__ int takes(int *p) { return *p; }

__device__ int f(unsigned *u, float *fp) {
  int r = takes(u);
  int *q = fp; // expected-error: incompatible pointer types initializing 'int *' with an expression of type 'float *'
  return r + *q;
}
