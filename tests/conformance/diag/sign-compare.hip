// FLAGS: -Wsign-compare
// -Wsign-compare: a signed operand that the comparison converts to
// unsigned.  Not when the signed operand is a non-negative constant or
// both are promoted to int (unsigned short with int).
#include <hip/hip_runtime.h>

__device__ int f(unsigned u, int s, unsigned long ul, long l, unsigned short us) {
  int r = 0;
  r += u < s; // expected-warning-col 10: comparison of integers of different signs: 'unsigned int' and 'int'
  r += s >= u; // expected-warning-col 10: comparison of integers of different signs: 'int' and 'unsigned int'
  r += ul == l; // expected-warning-col 11: comparison of integers of different signs: 'unsigned long' and 'long'
  r += u > 10;
  r += us < s;
  r += u != 0;
  r += l < u;
  return r;
}
