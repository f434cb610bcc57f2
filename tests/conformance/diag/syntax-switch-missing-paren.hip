// A missing '(' after 'switch': clang says so, once.
#include <hip/hip_runtime.h>

__device__ int f(int a) {
  switch a { // expected-error-col 10: expected '(' after 'switch'
  }
  return a;
}
