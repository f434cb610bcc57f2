// A break without its ';': clang says so.
#include <hip/hip_runtime.h>

__device__ int f(int a) {
  while (a) {
    break // expected-error-col 10: expected ';' after break statement
  }
  return a;
}
