// RUN: codegen
// A matrix builtin the processor lacks: gfx11's WMMA compiled for gfx90a
// gets clang's error, before LLVM could fail to select the instruction.
// (clang 22 gives the same words when it compiles the file; it checks
// target features in code generation, which the clang/ test's
// -fsyntax-only leaves out.)
#include <hip/hip_runtime.h>

typedef float f32x8 __attribute__((ext_vector_type(8)));
typedef _Float16 f16x16 __attribute__((ext_vector_type(16)));

__global__ void tile(f32x8 *c, const f16x16 *a) {
  c[0] = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32(a[0], a[1], c[0]); // expected-error-col 10: '__builtin_amdgcn_wmma_f32_16x16x16_f16_w32' needs target feature gfx11-insts,wavefrontsize32 // clang-differs: only with code generation
}
