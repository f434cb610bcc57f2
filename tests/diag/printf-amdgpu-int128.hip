// RUN: codegen
// Device printf on AMDGPU of an __int128, which ockl's protocol cannot
// carry: an error, where clang 22 emits invalid IR (a ptrtoint of the
// i128) and aborts in the back end.
#include <hip/hip_runtime.h>
#include <stdio.h>

__global__ void wide(__int128 w) {
  printf("%lld\n", (long long)w);
  printf("%lld\n", w); // expected-warning-col 20: format specifies type 'long long' but the argument has type '__int128'
  // expected-error@-1-col 20: device printf on gfx90a passes integers, floating-point values and pointers of up to 64 bits; this argument is a 128-bit integer // clang-differs: clang emits invalid IR and crashes
}
