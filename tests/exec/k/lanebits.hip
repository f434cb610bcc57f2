// HIP's lane masks, CUDA's __fns, the glibc classification functions
// clang's HIP headers give device code, __align__ and the cache-hinted
// loads: one output row per thread.
#include <hip/hip_runtime.h>

struct __align__(16) quad { float v[3]; };

extern "C" __global__ void lane_masks(unsigned long long *out) {
  int t = threadIdx.x;
  unsigned long long *o = out + 5 * t;
  o[0] = __lanemask_lt();
  o[1] = __lanemask_gt();
  o[2] = __lanemask_eq();
  o[3] = __ballot64(t % 3 == 0);
  o[4] = __lane_id();
}

extern "C" __global__ void find_nth(const unsigned long long *mask, const int *base,
                                    const int *offset, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  out[2 * i] = __fns64(__ldcg(mask + i), (unsigned)__ldca(base + i), __ldcs(offset + i));
  out[2 * i + 1] = __fns32((unsigned)mask[i], (unsigned)base[i], offset[i]);
}

extern "C" __global__ void classify(const double *x, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float f = (float)x[i];
  out[i] = __isnan(x[i]) | __isinf(x[i]) << 1 | __finite(x[i]) << 2 | (__signbit(x[i]) != 0) << 3 |
           __isnanf(f) << 4 | __isinff(f) << 5 | __finitef(f) << 6 | (__signbitf(f) != 0) << 7 |
           (int)(_Alignof(struct quad) + sizeof(struct quad)) << 8;
}
