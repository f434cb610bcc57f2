// Without -Wall, -Wunused-variable is off; -Wunused-variable alone turns
// it on.  (The pointer-sign warning, on by default, anchors the file.)
#include <hip/hip_runtime.h>

__device__ int takes(int *p) { return *p; }

__device__ int f(unsigned *u) {
  int never;
  return takes(u); // expected-warning: passing 'unsigned int *' to parameter of type 'int *' converts between pointers to integer types with different sign
}
