// FLAGS: -Wbogus -Wall
// An unknown -W option is a warning (clang: -Wunknown-warning-option), not
// an error; the rest of the command line still applies.
#include <hip/hip_runtime.h>

// expected-warning@*: unknown warning option '-Wbogus'

__device__ int f(int x) {
  int never; // expected-warning: unused variable 'never'
  return x;
}
