// GAP: HIP attribute rules.  __global__ with __device__ or __host__:
// clang says "'device' and 'global' attributes are not compatible" with a
// note "conflicting attribute is here" (hipc: "attributes are not
// compatible: __global__ with __device__").  __shared__ with __constant__:
// clang rejects, hipc accepts.  A non-static local __constant__: clang
// says "__constant__, __device__, and __managed__ are not allowed on
// non-static local variables" (hipc: "__constant__ variables must be
// declared at file scope or static").  A zero-length array in device
// code: clang rejects, hipc accepts.
#include <hip/hip_runtime.h>

__global__ __device__ void kd(int *p) {} // expected-error-col 12: 'device' and 'global' attributes are not compatible // expected-note-col 1: conflicting attribute is here
__global__ __host__ void kh(int *p) {} // expected-error-col 12: 'host' and 'global' attributes are not compatible // expected-note-col 1: conflicting attribute is here
__constant__ __shared__ int both; // expected-error-col 14: 'shared' and 'constant' attributes are not compatible

__global__ void k(int *p) {
  __constant__ int lc; // expected-error-col 3: __constant__, __device__, and __managed__ are not allowed on non-static local variables
  int z[0]; // expected-error-col 7: zero-length arrays are not permitted in HIP device code
  p[0] = z[0];
}
