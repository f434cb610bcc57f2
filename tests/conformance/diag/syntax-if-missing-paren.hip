// A missing '(' after 'if': clang says so, once.
#include <hip/hip_runtime.h>

__device__ int f(int a) {
  if a > 0) // expected-error-col 6: expected '(' after 'if'
    return 1;
  return 0;
}
