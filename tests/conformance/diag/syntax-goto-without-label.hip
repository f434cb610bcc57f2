// A goto without a label: 'expected identifier', once.
#include <hip/hip_runtime.h>

__device__ int f(int a) {
  goto; // expected-error-col 7: expected identifier
  return a;
}
