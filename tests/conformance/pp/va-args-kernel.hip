// C17 6.10.3: variadic macros generating kernel code (a checked-store
// macro and an argument-counting one); compared with clang.
// COMPARE-CLANG
#include <hip/hip_runtime.h>
#define NARG(...) NARG_(__VA_ARGS__, 4, 3, 2, 1, 0)
#define NARG_(a, b, c, d, n, ...) n
#define STORE_IF(cond, dst, ...) do { if (cond) (dst) = (__VA_ARGS__); } while (0)
extern "C" __global__ void kern(int *out, const int *in, int n) {
  int i = threadIdx.x;
  STORE_IF(i < n, out[i], in[i] * NARG(a, b, c), in[i]);
}
__device__ int test(void) {
  int x = 0;
  STORE_IF(1, x, 5, 7);
  if (x != 7) return 1;
  if (NARG(p) != 1 || NARG(p, q, r, s) != 4) return 2;
  return 0;
}
