// FLAGS: -Wunused-label
// -Wunused-label: a label no goto names.  A label that is used is fine.
#include <hip/hip_runtime.h>

__device__ int f(int x) {
  if (x)
    goto used;
never: // expected-warning-col 1: unused label 'never'
  x++;
used:
  x--;
  {
  inner: // expected-warning-col 3: unused label 'inner'
    x *= 2;
  }
  return x;
}
