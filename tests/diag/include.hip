// A missing header is fatal: nothing after it is compiled, so the
// undeclared name below gives no error.
#include <hip/hip_runtime.h>

__device__ int before = 1;
#include "nope.h" // expected-fatal-col 10: 'nope.h' file not found
__device__ int after = undeclared;
