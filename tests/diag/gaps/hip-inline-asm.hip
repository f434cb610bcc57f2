// GAP: inline assembly.  clang accepts it; hipc takes `asm("...")` for a
// call to an undeclared function 'asm' and `asm volatile (...)` or
// operands for syntax errors.  If hipc is not to support it, it should say
// so ("inline assembly is not supported").
#include <hip/hip_runtime.h>

__global__ void k(int *p) {
  asm("s_nop 0");
  __asm__ volatile("s_nop 0");
  __asm__("v_mov_b32 %0, 1" : "=v"(p[0]));
}
