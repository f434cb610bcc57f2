// An assignment used as a condition without extra parentheses: clang warns
// by default [-Wparentheses] with two notes; with parentheses it is quiet.
#include <hip/hip_runtime.h>

__device__ int f(int v) {
  if (v = 2) // expected-warning-col 9: using the result of an assignment as a condition without parentheses // expected-note: place parentheses around the assignment to silence this warning // expected-note: use '==' to turn this assignment into an equality comparison
    return 1;
  while (v = 0) // expected-warning-col 12: using the result of an assignment as a condition without parentheses
    ;
  if ((v = 3))
    return 2;
  return v;
}
