// FLAGS: -Wunknown-pragmas
// -Wunknown-pragmas: a #pragma hipc does not know is ignored with a
// warning; known ones (unroll, STDC) are quiet.
#include <hip/hip_runtime.h>

#pragma not_a_real_pragma // expected-warning: unknown pragma ignored
#pragma STDC FP_CONTRACT ON

__device__ int f(int *p) {
  int s = 0;
#pragma unroll
  for (int i = 0; i < 4; i++)
    s += p[i];
  return s;
}
