// GAP: a cast of a double to a pointer: clang says "operand of type
// 'double' cannot be cast to a pointer type" at the operand, hipc adds the
// type and points at the cast.  And the note on the parameter after
// "incompatible pointer types passing ...".
#include <hip/hip_runtime.h>

__device__ int takep(float *f) { return (int)*f; } // expected-note-col 29: passing argument to parameter 'f' here

__device__ int pointers(int *p, float *fp, double d) {
  p = (int *)d; // expected-error-col 14: operand of type 'double' cannot be cast to a pointer type
  return takep(p); // expected-error-col 16: incompatible pointer types passing 'int *' to parameter of type 'float *'
}
