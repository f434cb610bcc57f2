// RUN: codegen
// Device printf on AMDGPU carries values of up to 64 bits (ockl's
// protocol, the buffer's 8-byte slots): a vector argument is an error.
// clang 22 emits a ptrtoint of the vector, which is invalid IR, and
// aborts in the back end.  (printf-amdgpu-int128.hip: an __int128.)
#include <hip/hip_runtime.h>
#include <stdio.h>

typedef float f4 __attribute__((ext_vector_type(4)));

__global__ void vector(f4 v) {
  printf("%f\n", v.x); // an element is a double like any float
  printf("%f\n", v); // expected-warning-col 18: format specifies type 'double' but the argument has type 'f4' (vector of 4 'float' values)
  // expected-error@-1-col 18: device printf on gfx90a passes integers, floating-point values and pointers of up to 64 bits; this argument is a vector // clang-differs: clang emits invalid IR and crashes
}
