// A return statement without its ';': clang says so, once.
#include <hip/hip_runtime.h>

__device__ int f(int a) {
  return a // expected-error-col 11: expected ';' after return statement
}
