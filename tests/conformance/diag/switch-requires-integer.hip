// The controlling expression of a switch must have integer type (C17
// 6.8.4.2p1).  clang points at 'switch', hipc at the expression:
// PENDING-B/diag-columns-expressions.
#include <hip/hip_runtime.h>

__device__ int f(double d, int *p, float g) {
  switch (d) { // expected-error: statement requires expression of integer type ('double' invalid)
  case 1:
    return 1;
  }
  switch (p) { // expected-error: statement requires expression of integer type ('int *' invalid)
  default:
    break;
  }
  switch (g) { // expected-error: statement requires expression of integer type ('float' invalid)
  }
  return 0;
}
