// FLAGS: -Wall
// -Wunused-parameter is in -Wextra, not -Wall.
#include <hip/hip_runtime.h>

__device__ int f(int unused_param) {
  int unused_local; // expected-warning: unused variable 'unused_local'
  return 0;
}
