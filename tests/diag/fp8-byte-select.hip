// A byte selector of gfx940's 8-bit float conversions past the word:
// clang 22 leaves it to its back end, which cannot select the
// instruction; hipc refuses it on every processor.
#include <hip/hip_runtime.h>

__global__ void unpack(float *out, int w, float x) {
  out[0] = __builtin_amdgcn_cvt_f32_bf8(w, 4); // expected-error-col 44: argument value 4 is outside the valid range [0, 3] // clang-differs: clang's Sema does not check the range
  out[1] = (float)__builtin_amdgcn_cvt_sr_fp8_f32(x, w, 0, -1); // expected-error-col 60: argument value -1 is outside the valid range [0, 3] // clang-differs: clang's Sema does not check the range
  out[2] = __builtin_amdgcn_cvt_f32_fp8(w, 3);
}
