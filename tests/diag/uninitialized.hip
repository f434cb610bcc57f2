// FLAGS: -Wall
// -Wuninitialized where it is evident: a local read when nothing can have
// been stored to it, on every path (clang's "is uninitialized when used
// here", with its note); stores in branches, loops and through pointers
// count as stores, and sizeof reads nothing.
#include <hip/hip_runtime.h>
__device__ void take(int *);
__device__ int plain(void) {
  int x; // expected-note-col 8: initialize the variable 'x' to silence this warning
  return x; // expected-warning-col 10: variable 'x' is uninitialized when used here
}
__device__ int own(void) {
  int x = x + 1; // expected-warning-col 11: variable 'x' is uninitialized when used within its own initialization
  return x;
}
__device__ int in_branch(int c) {
  int x; // expected-note-col 8: initialize the variable 'x' to silence this warning
  int y = c ? x : 0; // expected-warning-col 15: variable 'x' is uninitialized when used here
  return y;
}
__device__ int compound(void) {
  int x; // expected-note-col 8: initialize the variable 'x' to silence this warning
  x += 1; // expected-warning-col 3: variable 'x' is uninitialized when used here
  return x;
}
__device__ float fp(void) {
  float f; // expected-note-col 10: initialize the variable 'f' to silence this warning
  return f * 2.0f; // expected-warning-col 10: variable 'f' is uninitialized when used here
}
__device__ int early(int c) {
  int x; // expected-note-col 8: initialize the variable 'x' to silence this warning
  if (c)
    return x; // expected-warning-col 12: variable 'x' is uninitialized when used here
  return 0;
}
__device__ int stored(int n) {
  int a, b, c, d;
  a = 2;
  take(&b);
  for (int i = 0; i < n; i++)
    c = i;
  while (n) {
    d = n;
    n--;
  }
  return a + b + c + d;
}
__device__ int unsized(void) {
  int x;
  return sizeof x;
}

/* defined after its use (what take does is no business of the warning) */
__device__ void take(int *p) { *p = 0; }
