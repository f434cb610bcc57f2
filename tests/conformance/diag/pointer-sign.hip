// -Wpointer-sign is on by default: converting between pointers to integer
// types that differ only in sign, in a call, an assignment and an
// initialisation.  (Plain char, which clang words differently:
// PENDING-B/diag-pointer-sign-plain-char.)
#include <hip/hip_runtime.h>

__device__ int takes(int *p) { return *p; }

__device__ int f(unsigned *u, int *s, short *h) {
  int r = takes(u); // expected-warning: passing 'unsigned int *' to parameter of type 'int *' converts between pointers to integer types with different sign
  s = u; // expected-warning: assigning to 'int *' from 'unsigned int *' converts between pointers to integer types with different sign
  unsigned short *us = h; // expected-warning: initializing 'unsigned short *' with an expression of type 'short *' converts between pointers to integer types with different sign // clang-differs: an error in C++
  return r + *s + *us;
}
