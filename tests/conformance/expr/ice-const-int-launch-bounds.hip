// COMPARE-CLANG
// __launch_bounds__ takes a constant; a const int initialised by a constant
// works (clang folds it: a constant expression in C++, a GNU folding
// extension in C).  The kernels' .max_flat_workgroup_size must be 128 and
// 256, as clang's.
#include <hip/hip_runtime.h>
static const int THREADS = 128;
__device__ int test(void) { return THREADS - 128; }
extern "C" __global__ __launch_bounds__(THREADS) void bounded(int *out) {
  out[threadIdx.x] = THREADS;
}
extern "C" __global__ __launch_bounds__(THREADS * 2) void bounded2(float *out) {
  out[threadIdx.x] = 1.0f;
}
