// A case label without a value: 'expected expression'; the label outside a switch is also reported.
#include <hip/hip_runtime.h>

__device__ int f(int a) {
  case: // expected-error-col 7: expected expression // expected-error-col 3: 'case' statement not in switch statement
    return a;
}
