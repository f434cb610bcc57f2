/* A minimal <hip/hip_fp16.h> for clang-22 beside this folder's
 * hip_runtime.h (added for tests/suite): __half as hipc's header has it,
 * _Float16 itself (HIP's C++ class wraps one), and the conversions, which
 * are fpext/fptrunc. */
#ifndef HIPC_TEST_CLANG_HIP_FP16_H
#define HIPC_TEST_CLANG_HIP_FP16_H
#include <hip/hip_runtime.h>

typedef _Float16 __half;
typedef _Float16 __half2 __attribute__((ext_vector_type(2)));

static __device__ __forceinline__ float __half2float(__half x) { return (float)x; }
static __device__ __forceinline__ __half __float2half(float x) { return (__half)x; }
static __device__ __forceinline__ __half __hmul(__half a, __half b) { return a * b; }
static __device__ __forceinline__ __half __hadd(__half a, __half b) { return a + b; }
static __device__ __forceinline__ float2 __half22float2(__half2 x) {
  float2 r = {(float)x.x, (float)x.y};
  return r;
}
#endif
