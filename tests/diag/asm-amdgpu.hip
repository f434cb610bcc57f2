// RUN: codegen
// GNU asm for AMDGPU: register operands ("v", "s") compile as clang's
// inline assembly; a memory operand, which LLVM's AMDGPU back end cannot
// match (clang 22 crashes there), is hipc's error; an instruction the
// assembler does not know is reported, not a crash.
#include <hip/hip_runtime.h>

__device__ int add(int x, int y) {
  int r;
  asm("v_add_u32 %0, %1, %2" : "=v"(r) : "v"(x), "v"(y));
  asm volatile("s_nop 0" ::: "memory");
  return r;
}

__device__ void mem(int *p) {
  asm volatile("; %0" : "=m"(*p)); // expected-error-col 25: memory operands ('=m') in asm are not supported on AMDGPU: LLVM's back end cannot match their address // clang-differs: clang crashes
}
