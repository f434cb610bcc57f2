// FLAGS: -Wall -Wextra
// The flow and unused warnings of -Wall/-Wextra, with clang's words.
#include <hip/hip_runtime.h>

#pragma frobnicate on // expected-warning-col 9: unknown pragma ignored

__device__ int some_paths(int x) {
  int unused; // expected-warning: unused variable 'unused'
  if (x)
    return 1;
} // expected-warning: non-void function does not return a value in all control paths

__device__ int no_return(int x) {
  x++;
} // expected-warning: non-void function does not return a value

__device__ int all_paths(int x) {
  if (x)
    return 1;
  else
    return 2;
}

__device__ int loops_forever(int x) {
  for (;;)
    x++;
}

__device__ int switch_returns(int x) {
  switch (x) {
  case 1:
    return 1;
  default:
    return 0;
  }
}

__device__ int traps(int x) {
  if (x)
    return x;
  __builtin_trap();
}

__device__ int compare(unsigned u, int s, int unused_param) { // expected-warning: unused parameter 'unused_param'
  int r = u < s; // expected-warning: comparison of integers of different signs: 'unsigned int' and 'int'
  r += u < 5; // a non-negative constant is fine
lbl: // expected-warning: unused label 'lbl'
  return r;
}

__device__ int quiet(int x) {
  int kept __attribute__((unused));
  return x;
}
