// RUN: codegen
// gfx940's 8-bit float conversions on gfx90a, which lacks them, in clang
// 22's words when it generates code.
#include <hip/hip_runtime.h>

__global__ void pack(int *out, const float *x, int w) {
  out[0] = __builtin_amdgcn_cvt_pk_fp8_f32(x[0], x[1], w, 0); // expected-error-col 12: '__builtin_amdgcn_cvt_pk_fp8_f32' needs target feature fp8-conversion-insts // clang-differs: only with code generation (-fsyntax-only: "use of unknown builtin")
}
