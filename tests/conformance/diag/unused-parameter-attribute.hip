// FLAGS: -Wextra
// A parameter marked __attribute__((unused)) is not reported by
// -Wunused-parameter (as a variable so marked is not reported by
// -Wunused-variable).
#include <hip/hip_runtime.h>

__device__ int g(int a __attribute__((unused)), int *p) { // expected-warning-col 54: unused parameter 'p'
  return 0;
}
