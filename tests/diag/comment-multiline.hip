// A /* comment left open over several lines is reported where it starts.
#include <hip/hip_runtime.h>

__device__ int x;
/* unterminated // expected-error-col 1: unterminated /* comment
   comment
__device__ int z;
