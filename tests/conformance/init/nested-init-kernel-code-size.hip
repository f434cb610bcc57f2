// C17 6.7.9p20: nested aggregates with brace elision and partial lists in
// a kernel; compared with clang.  The local array of structs has a constant
// initializer: like clang, hipc copies it from a private constant that LLVM
// then reads in place (21 instructions on gfx90a; 49 when it was stored
// element by element).
// COMPARE-CLANG
#include <hip/hip_runtime.h>
struct seg { int from[2]; int to[2]; };
extern "C" __global__ void lengths(int *out, int scale) {
  struct seg s[3] = {{{0, 0}, {3, 4}}, {1, 1, 4, 5}, {{2}}};
  int i = threadIdx.x % 3;
  int dx = s[i].to[0] - s[i].from[0], dy = s[i].to[1] - s[i].from[1];
  out[threadIdx.x] = scale * (dx * dx + dy * dy);
}
__device__ int test(void) {
  struct seg s[3] = {{{0, 0}, {3, 4}}, {1, 1, 4, 5}, {{2}}};
  if (s[1].from[1] != 1 || s[1].to[0] != 4) return 1;
  if (s[2].from[0] != 2 || s[2].from[1] != 0 || s[2].to[1] != 0) return 2;
  return 0;
}
