// FLAGS: -Wall -Werror -Wno-error=unused-variable
// -Wno-error=X keeps X a warning under -Werror; the others are errors.
#include <hip/hip_runtime.h>

__device__ int f(int x) {
  int never; // expected-warning: unused variable 'never'
lbl: // expected-error: unused label 'lbl'
  return x;
}
