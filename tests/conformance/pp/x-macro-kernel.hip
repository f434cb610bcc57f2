// C17 6.10.3: an X-macro list expanded twice (an enum and a switch), and
// token pasting building names, in a kernel; compared with clang.
// COMPARE-CLANG
#include <hip/hip_runtime.h>
#define COLORS(X) X(RED, 1) X(GREEN, 2) X(BLUE, 4)
#define AS_ENUM(name, v) COLOR_##name = v,
#define AS_CASE(name, v) case COLOR_##name: return v * 10;
enum color { COLORS(AS_ENUM) COLOR_COUNT = 3 };
__device__ int weight(int c) {
  switch (c) {
    COLORS(AS_CASE)
  }
  return -1;
}
extern "C" __global__ void weigh(int *out, const int *in, int n) {
  int i = threadIdx.x;
  if (i < n)
    out[i] = weight(in[i]);
}
__device__ int test(void) {
  if (COLOR_BLUE != 4 || COLOR_COUNT != 3) return 1;
  if (weight(COLOR_GREEN) != 20 || weight(3) != -1) return 2;
  return 0;
}
