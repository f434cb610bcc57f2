// FLAGS: -Wall -Werror=unused-variable
// -Werror=unused-variable: that warning becomes an error; the other -Wall
// warnings stay warnings.
#include <hip/hip_runtime.h>

__device__ int f(int x) {
  int never; // expected-error: unused variable 'never'
lbl: // expected-warning: unused label 'lbl'
  return x;
}
