// Warnings, with exit status 0 and the "N warnings generated." summary.
// In C these are warnings; clang's HIP mode (C++) makes most of them
// errors (marked clang-differs where it words them otherwise).  (An
// ordered pointer/integer comparison, a pointer/integer conditional and a
// constant that changes value when converted are in gaps/warnings-*.hip.)
#include <hip/hip_runtime.h>

__device__ int w1(int *p, float *q) {
  int a[2] = {1, 2, 3}; // expected-warning-col 21: excess elements in array initializer
  char s[2] = "abc"; // expected-warning-col 15: initializer-string for char array is too long // clang-differs: C++ adds the sizes
  int r = 0;
  if (p == 5) // expected-warning-col 9: comparison between pointer and integer ('int *' and 'int')
    r++;
  if (p == q) // expected-warning-col 9: comparison of distinct pointer types ('int *' and 'float *')
    r++;
  int; // expected-warning-col 3: declaration does not declare anything
  return r + a[0] + s[0];
}

// clang points at the variable, hipc at the value.
__device__ int discards(const int *c) {
  int *m = c; // expected-warning: initializing 'int *' with an expression of type 'const int *' discards qualifiers // clang-differs: an error in C++
  return m[0];
}

__device__ int w2(void) {
  int ch = 'ab'; // expected-warning-col 12: multi-character character constant
  struct { int x; } v = {1, 2}; // expected-warning-col 29: excess elements in struct initializer
  return ch + v.x;
}
