// Comparing a variable with itself: clang warns by default
// [-Wtautological-compare].
#include <hip/hip_runtime.h>

__device__ int f(int v) {
  int a = v == v; // expected-warning-col 13: self-comparison always evaluates to true
  int b = v < v; // expected-warning-col 13: self-comparison always evaluates to false
  return a + b;
}
