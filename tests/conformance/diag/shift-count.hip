// A shift by a constant that is negative or not less than the width of
// the promoted left operand is undefined (C17 6.5.7p3); clang warns by
// default [-Wshift-count-negative, -Wshift-count-overflow].
#include <hip/hip_runtime.h>

__device__ int f(int v, long long l) {
  int a = v << 32; // expected-warning-col 13: shift count >= width of type
  int b = v >> -1; // expected-warning-col 13: shift count is negative
  long long c = l << 64; // expected-warning-col 19: shift count >= width of type
  return a + b + (int)c;
}
