// RUN: codegen
// FLAGS: --offload-arch=gfx1100
// s_memtime, which gfx11 dropped (clock64 reads SHADER_CYCLES there):
// clang's error when it generates code, word for word.
#include <hip/hip_runtime.h>

__global__ void stamp(unsigned long *t) {
  t[0] = __builtin_amdgcn_s_memtime(); // expected-error-col 10: '__builtin_amdgcn_s_memtime' needs target feature s-memtime-inst // clang-differs: only with code generation (-fsyntax-only: "use of unknown builtin")
}
