// FLAGS: -Wextra -Wno-unused-parameter
// -Wsign-compare comes with -Wextra (in C); -Wno-unused-parameter leaves
// the rest of -Wextra on.
#include <hip/hip_runtime.h>

__device__ int f(unsigned u, int s, int unused) {
  return u <= s; // expected-warning: comparison of integers of different signs: 'unsigned int' and 'int'
}
