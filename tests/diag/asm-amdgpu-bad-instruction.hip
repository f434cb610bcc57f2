// RUN: codegen
// An asm template the AMDGPU assembler rejects: LLVM's error becomes
// hipc's (not LLVM's own exit inside the library).
#include <hip/hip_runtime.h>

__device__ int bad(void) {
  int y;
  asm("bogus_instr %0" : "=v"(y));
  return y;
}
// expected-error@*: <inline asm>:1:2: invalid instruction // clang-differs: clang locates it in the source
