// RUN: codegen
// GNU labels as values compile for the host target (tests/conformance/
// stmt/computed-goto.hip runs there); for AMDGPU, whose LLVM back end
// cannot select a label's address (clang 22 crashes in instruction
// selection), hipc says so at each use instead.
#include <hip/hip_runtime.h>

__device__ int dispatch(int i) {
  void *table[] = {&&zero, &&one}; // expected-error-col 22: labels as values (GNU &&label and goto *) are not supported on AMDGPU: LLVM's back end cannot select a label's address // clang-differs: clang crashes
  // expected-error@-1-col 30: labels as values (GNU &&label and goto *) are not supported on AMDGPU: LLVM's back end cannot select a label's address // clang-differs: clang crashes
  goto *table[i & 1];
zero:
  return 0;
one:
  return 1;
}
