// print.hip - device printf and assert, compiled by hipc for the host.
#include <hip/hip_runtime.h>

extern "C" __global__ void hello(int tag) {
  printf("hello %d from block %d thread %d\n", tag, (int)blockIdx.x,
         (int)threadIdx.x);
}

extern "C" __global__ void check_positive(const int *in) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  assert(in[i] > 0);
}
