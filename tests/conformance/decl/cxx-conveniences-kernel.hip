// HIP C++ conveniences used in a kernel, compared with clang: bool,
// nullptr, static_cast, functional casts, a tag used as a type name.
// COMPARE-CLANG
#include <hip/hip_runtime.h>
struct pair_ { int a; float b; };
__device__ pair_ make_pair(int a) {
  float h = float(a) * 0.5f;
  pair_ p = {a, h};
  return p;
}
extern "C" __global__ void conv(float *out, const int *in, int n) {
  int i = static_cast<int>(threadIdx.x);
  bool ok = i < n && in != nullptr;
  if (ok) {
    pair_ p = make_pair(in[i]);
    out[i] = p.b + static_cast<float>(p.a);
  }
}
__device__ int test(void) {
  pair_ p = make_pair(4);
  if (p.b != 2.0f) return 1;
  bool t = true;
  if (!t || static_cast<int>(2.5f) != 2) return 2;
  return 0;
}
