// HIP's fast single-precision intrinsics (amd_device_functions.h), each
// as clang's HIP headers lower it: the hardware's sine, cosine, 2^x and
// log2 where they use them, LLVM's accurate logf and log10f, the tangent
// as sine times the reciprocal of cosine.  tests/kernels/run.sh compiles
// this with clang-22 and Debian's HIP headers, ROCm's ocml linked.
#include <hip/hip_runtime.h>

extern "C" __global__ void fast_intrinsics(const float *x, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = x[i], s, c;
  __sincosf(v, &s, &c);
  float *o = out + 13 * i;
  o[0] = __sinf(v);
  o[1] = __cosf(v);
  o[2] = __tanf(v);
  o[3] = __expf(v);
  o[4] = __exp10f(v);
  o[5] = __logf(v);
  o[6] = __log2f(v);
  o[7] = __log10f(v);
  o[8] = __fdividef(v, x[i + 1]);
  o[9] = __saturatef(v);
  o[10] = s;
  o[11] = c;
  o[12] = __expf(v) * __sinf(v * 0.5f);
}
