// A while with an empty condition: 'expected expression', once.
#include <hip/hip_runtime.h>

__device__ int f(int a) {
  while () // expected-error-col 10: expected expression
    a++;
  return a;
}
