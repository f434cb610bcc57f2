// Columns where hipc gives clang's message at another place (lines 10-13:
// clang at 'switch', hipc at the expression; 15: clang at the call's start,
// hipc at its '('; 23: clang at sizeof's operand, hipc at 'sizeof';
// 28: clang at each '[', hipc at the subscript).
#include <hip/hip_runtime.h>

__device__ void nothing(void) {}

__device__ int f(double d, int *p) {
  switch (d) { // expected-error-col 3: statement requires expression of integer type ('double' invalid)
  }
  switch (p) { // expected-error-col 3: statement requires expression of integer type ('int *' invalid)
  }
  int r = 0;
  if (nothing()) // expected-error-col 7: statement requires expression of scalar type ('void' invalid) // clang-differs: C++ says "value of type 'void' is not contextually convertible to 'bool'"
    r++;
  return r;
}

struct Incomplete;
struct B { unsigned f : 3; };
__device__ unsigned long g(struct B b, struct Incomplete *p) {
  return sizeof *p + sizeof(b.f); // expected-error-col 17: invalid application of 'sizeof' to an incomplete type 'struct Incomplete' // expected-error-col 28: invalid application of 'sizeof' to bit-field
}

__device__ int h(int *p, double d) {
  int a[4] = {0};
  return a[1.5] + p[d]; // expected-error-col 11: array subscript is not an integer // expected-error-col 20: array subscript is not an integer
}
