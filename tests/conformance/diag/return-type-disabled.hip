// FLAGS: -Wall -Wno-return-type
// -Wno-return-type silences that warning only; -Wall's unused-variable
// warning is still given.
#include <hip/hip_runtime.h>

__device__ int none(int x) {
  int unused; // expected-warning: unused variable 'unused'
  x++;
}
