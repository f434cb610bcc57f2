// C17 6.7.8: typedefs of scalars, arrays, structs and function pointers
// in device code; compared with clang.
// COMPARE-CLANG
#include <hip/hip_runtime.h>
typedef unsigned int u32;
typedef float mat2[2][2];
typedef struct cplx { float re, im; } cplx;
typedef float (*reducer)(float, float);
__device__ float addf(float a, float b) { return a + b; }
__device__ cplx cmul(cplx a, cplx b) {
  cplx r = {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
  return r;
}
extern "C" __global__ void cmul_all(cplx *out, const cplx *a, const cplx *b, u32 n) {
  u32 i = threadIdx.x;
  if (i < n)
    out[i] = cmul(a[i], b[i]);
}
__device__ int test(void) {
  mat2 m = {{1, 2}, {3, 4}};
  if (sizeof m != 16 || m[1][0] != 3) return 1;
  cplx i = {0, 1};
  cplx r = cmul(i, i);
  if (r.re != -1 || r.im != 0) return 2;
  reducer f = addf;
  if (f(1.5f, 2.0f) != 3.5f) return 3;
  return 0;
}
