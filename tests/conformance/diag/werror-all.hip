// FLAGS: -Wall -Werror
// -Werror with -Wall: every warning -Wall enables is an error.
#include <hip/hip_runtime.h>

__device__ int f(int x) {
  int never; // expected-error: unused variable 'never'
lbl: // expected-error: unused label 'lbl'
  if (x)
    return 1;
} // expected-error: non-void function does not return a value in all control paths
