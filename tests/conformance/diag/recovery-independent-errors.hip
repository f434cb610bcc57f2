// Several independent mistakes in one file: each is reported once, in
// order, with nothing cascading from it, and the functions between them
// are checked normally.
#include <hip/hip_runtime.h>

struct P { int x; };

__device__ int f1(struct P p) {
  return p.y; // expected-error: no member named 'y' in 'struct P' // clang-differs: C++ names the type 'P'
}

__device__ int ok1(int a) { return a + 1; }

__device__ void f2(int a) {
  return a; // expected-error: void function 'f2' should not return a value
}

__device__ int f3(float f) {
  return f % 2; // expected-error: invalid operands to binary expression ('float' and 'int')
}

__device__ int ok2(int *p) { return p[0] + ok1(2); }

__device__ int f4(int a) {
  int r = *a; // expected-error: indirection requires pointer operand ('int' invalid)
  return r + a;
}

__device__ int f5(void) {
  break; // expected-error: 'break' statement not in loop or switch statement
  return 0;
}
