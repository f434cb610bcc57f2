// C17 6.5.15p3: the second and third operands of ?: must be compatible.
// (A first operand that is not scalar: PENDING-B/diag-conditional-first-operand.)
#include <hip/hip_runtime.h>

struct P { int x; };
struct Q { int x; };

__device__ int f(struct P s, struct Q q, int c, int *p) {
  int r = c ? 1 : 2;
  struct P t = c ? s : q; // expected-error-col 18: incompatible operand types ('struct P' and 'struct Q') // clang-differs: C++ names the types 'P' and 'Q'
  int v = c ? s : 1; // expected-error-col 13: incompatible operand types ('struct P' and 'int') // clang-differs: C++ names the type 'P'
  return r + t.x + v;
}
