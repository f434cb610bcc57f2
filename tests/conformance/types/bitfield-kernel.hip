// C17 6.7.2.1: bit-fields packed into one word, written and read in a
// kernel (unsigned and signed fields); compared with clang.
// COMPARE-CLANG
#include <hip/hip_runtime.h>
struct packed_px { unsigned r : 5; unsigned g : 6; unsigned b : 5; int delta : 4; };
extern "C" __global__ void unpack(int *out, const struct packed_px *in, int n) {
  int i = threadIdx.x;
  if (i < n) {
    struct packed_px p = in[i];
    out[i] = (int)(p.r + p.g + p.b) + p.delta;
  }
}
extern "C" __global__ void pack(struct packed_px *out, const int *rgb, int n) {
  int i = threadIdx.x;
  if (i < n) {
    out[i].r = rgb[3 * i];
    out[i].g = rgb[3 * i + 1];
    out[i].b = rgb[3 * i + 2];
    out[i].delta = -1;
  }
}
__device__ int test(void) {
  struct packed_px p;
  p.r = 31;
  p.g = 64;                         /* wraps to 0 */
  p.b = 1;
  p.delta = -8;
  if (p.r != 31 || p.g != 0 || p.b != 1 || p.delta != -8) return 1;
  if (sizeof(struct packed_px) != 4) return 2;
  return 0;
}
