// COMPARE-CLANG
// C17 6.7.3p7 in a kernel: each volatile access is performed, so two
// stores to the same volatile object both happen.
#include <hip/hip_runtime.h>
__device__ int test(void) {
  volatile int v = 0;
  for (int i = 0; i < 4; i++)
    v = v + i;
  if (v != 6) return 1;
  return 0;
}
extern "C" __global__ void signal(volatile int *flag, int *data) {
  data[threadIdx.x] = 1;
  *flag = 1;
  *flag = 2;
}
