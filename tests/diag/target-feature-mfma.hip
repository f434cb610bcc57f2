// RUN: codegen
// gfx940's 8-bit MFMA of K 32 on gfx90a, which has MFMA but not this one:
// clang 22 accepts the call (it checks mai-insts only) and its back end
// then aborts ("Cannot select"); hipc names the instruction set.
#include <hip/hip_runtime.h>

typedef int i32x4 __attribute__((ext_vector_type(4)));

__global__ void tile(i32x4 *c, const long *a) {
  c[0] = __builtin_amdgcn_mfma_i32_16x16x32_i8(a[0], a[1], c[0], 0, 0, 0); // expected-error-col 10: '__builtin_amdgcn_mfma_i32_16x16x32_i8' needs target feature mai-insts,gfx940-insts // clang-differs: clang's Sema checks mai-insts alone
}
