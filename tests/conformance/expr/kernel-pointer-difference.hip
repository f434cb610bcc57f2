// COMPARE-CLANG
// C17 6.5.6p9 in a kernel: the difference of two pointers into one array
// counts elements, whatever the element size.
#include <hip/hip_runtime.h>
struct Rec { double d; int tag; };
__device__ int test(void) {
  struct Rec r[5];
  double a[7];
  if (&r[4] - &r[1] != 3) return 1;
  if ((a + 7) - (a + 2) != 5) return 2;
  if ((char *)&r[1] - (char *)&r[0] != (long)sizeof(struct Rec)) return 3;
  return 0;
}
extern "C" __global__ void offsets(long *out, const struct Rec *base, const struct Rec *cur) {
  out[threadIdx.x] = (cur + threadIdx.x) - base;
}
