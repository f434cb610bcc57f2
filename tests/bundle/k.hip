#include <hip/hip_runtime.h>

extern "C" __global__ void k(int *p) { *p = threadIdx.x; }
