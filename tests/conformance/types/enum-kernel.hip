// C17 6.7.2.2: enumerations driving a switch in a kernel; compared with
// clang.
// COMPARE-CLANG
#include <hip/hip_runtime.h>
enum op { OP_ADD, OP_SUB, OP_MUL = 5, OP_NEG = -1 };
__device__ int apply(enum op o, int a, int b) {
  switch (o) {
  case OP_ADD: return a + b;
  case OP_SUB: return a - b;
  case OP_MUL: return a * b;
  case OP_NEG: return -a;
  }
  return 0;
}
extern "C" __global__ void eval(int *out, const int *ops, const int *a, const int *b, int n) {
  int i = threadIdx.x;
  if (i < n)
    out[i] = apply((enum op)ops[i], a[i], b[i]);
}
__device__ int test(void) {
  if (apply(OP_ADD, 2, 3) != 5 || apply(OP_MUL, 2, 3) != 6) return 1;
  if (apply(OP_NEG, 2, 3) != -2 || OP_MUL != 5) return 2;
  return 0;
}
