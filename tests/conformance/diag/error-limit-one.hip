// FLAGS: -ferror-limit=1
// -ferror-limit=1: the first error, then "too many errors emitted" and
// nothing more (warnings before the limit are still shown).
#include <hip/hip_runtime.h>

// expected-fatal@*: too many errors emitted, stopping now
__device__ int f(int *p, int *q) {
  if (p == 1) // expected-warning: comparison between pointer and integer ('int *' and 'int')
    return 0;
  return a1 + a2; // expected-error: use of undeclared identifier 'a1'
}

__device__ int g(void) { return a3; }
