// GAP: warnings hipc words differently or does not give.  An ordered
// comparison of a pointer with an integer (hipc leaves out "ordered"), a
// conditional with a pointer and an integer (hipc: error "incompatible
// operand types"), and a constant that changes value when converted
// (hipc: nothing).
#include <hip/hip_runtime.h>

__device__ int w(int *p, const int *c, int a) {
  int *m = (int *)c;
  int r = p < 3; // expected-warning-col 13: ordered comparison between pointer and integer ('int *' and 'int')
  int *q = a ? p : 1; // expected-warning-col 14: pointer/integer type mismatch in conditional expression ('int *' and 'int')
  char ch = 300; // expected-warning-col 13: implicit conversion from 'int' to 'char' changes value from 300 to 44
  return r + m[0] + q[0] + ch;
}
