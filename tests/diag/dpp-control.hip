// RUN: codegen
// A DPP control gfx90a lacks: row_xmask (0x160 and on) is gfx10's.  LLVM
// rejects the instruction after selection ("Invalid dpp_ctrl value");
// hipc says so at the argument.
#include <hip/hip_runtime.h>

__global__ void xmask(int *p) {
  p[0] = __builtin_amdgcn_update_dpp(p[1], p[2], 0x163, 0xf, 0xf, false); // expected-error-col 50: DPP control 0x163 is not one gfx90a has // clang-differs: clang's back end reports "Invalid dpp_ctrl value" without a location
}
