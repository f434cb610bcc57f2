// Integer division or remainder by a constant zero is undefined
// (C17 6.5.5p5); clang warns by default [-Wdivision-by-zero].
#include <hip/hip_runtime.h>

__device__ int f(int v) {
  int a = v / 0; // expected-warning-col 13: division by zero is undefined
  int b = v % 0; // expected-warning-col 13: remainder by zero is undefined
  v /= 0; // expected-warning-col 5: division by zero is undefined
  return a + b + v;
}
