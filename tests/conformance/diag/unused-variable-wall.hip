// FLAGS: -Wall
// -Wunused-variable (in -Wall): a local variable never used.  A variable
// that is only assigned, one used in sizeof, one marked unused, a static
// local and a parameter (not in -Wall) are not reported here.
#include <hip/hip_runtime.h>

__device__ int f(int param) {
  int never; // expected-warning-col 7: unused variable 'never'
  int a = 1, b; // expected-warning-col 14: unused variable 'b'
  int used = 2;
  int in_sizeof;
  int marked __attribute__((unused));
  {
    float inner; // expected-warning-col 11: unused variable 'inner'
  }
  return a + used + (int)sizeof(in_sizeof);
}
