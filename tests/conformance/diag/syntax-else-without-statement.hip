// An if with no statement before its else: 'expected expression' at the else.
#include <hip/hip_runtime.h>

__device__ int f(int a) {
  if (a) else // expected-error-col 10: expected expression
    a++;
  return a;
}
