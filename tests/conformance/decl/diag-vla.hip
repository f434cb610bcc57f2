// C17 6.7.6.2p4 makes variable length arrays optional (__STDC_NO_VLA__);
// HIP device code has none, and hipc says so as clang does.
#include <hip/hip_runtime.h>
__device__ int f(int n) {
  int vla[n]; // expected-error-col 11: variable length arrays are not supported in HIP device code // clang-differs: clang's C mode accepts VLAs
  vla[0] = n;
  return vla[0];
}
__device__ int g(int n) {
  float m[4][n]; // expected-error-col 14: variable length arrays are not supported in HIP device code // clang-differs: clang's C mode accepts VLAs
  m[0][0] = 1;
  return (int)m[0][0];
}
__device__ int ok(void) {
  enum { N = 4 };
  int fixed[N * 2];            /* a constant expression: no VLA */
  fixed[0] = 1;
  return fixed[0];
}
