// C17 6.5.2.1p3: a local two-dimensional array is row-major; a kernel
// builds and reads one; compared with clang.  Like clang, a local array of
// 16 bytes or more is 16-byte aligned (the target's large-array rule), so
// its stores merge (gfx1100: 41 instructions when it was 4-byte aligned,
// 37 as clang).
// COMPARE-CLANG
#include <hip/hip_runtime.h>
extern "C" __global__ void transpose4(float *out, const float *in) {
  float m[4][4];
  for (int r = 0; r < 4; r++)
    for (int c = 0; c < 4; c++)
      m[r][c] = in[r * 4 + c];
  int t = threadIdx.x & 15;
  out[t] = m[t % 4][t / 4];
}
__device__ int test(void) {
  int m[2][3] = {{1, 2, 3}, {4, 5, 6}};
  int *flat = &m[0][0];
  if (flat[4] != 5 || sizeof m[1] != 12) return 1;
  return 0;
}
