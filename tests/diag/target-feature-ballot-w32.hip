// RUN: codegen
// A 32-bit ballot on a wave64 processor: clang's error.
#include <hip/hip_runtime.h>

__global__ void vote(unsigned *out, int *p) {
  out[0] = __builtin_amdgcn_ballot_w32(p[0] > 0); // expected-error-col 12: '__builtin_amdgcn_ballot_w32' needs target feature wavefrontsize32 // clang-differs: only with code generation (-fsyntax-only: "use of unknown builtin")
}
