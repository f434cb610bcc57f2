// Array sizes: negative, too large, not an integer, and variable length
// arrays, which hipc does not support in device code.
#include <hip/hip_runtime.h>

__device__ int g_negative[-1]; // expected-error-col 27: 'g_negative' declared as an array with a negative size
__device__ int g_expr[1 - 2]; // expected-error: 'g_expr' declared as an array with a negative size
// clang's HIP mode (C++) says "conversion from 'double' to '__size_t' (aka
// 'unsigned long') is not allowed in a converted constant expression".
__device__ int g_double[2.5]; // expected-error-col 25: size of array has non-integer type 'double'
// An object's size in bits must fit in 64 bits: 2^61 bytes is too many.
__device__ int g_huge[2305843009213693952]; // expected-error-col 23: array is too large (2'305'843'009'213'693'952 elements)
__device__ char g_unsigned[0x8000000000000000ull]; // expected-error-col 28: array is too large (9'223'372'036'854'775'808 elements)
__device__ char g_rows[1ull << 60][2]; // expected-error-col 24: array is too large (1'152'921'504'606'846'976 elements)
__device__ char g_largest[(1ull << 61) - 1];
struct T { int v[-3]; }; // expected-error-col 18: 'v' declared as an array with a negative size

__device__ int local(void) {
  int x[-4]; // expected-error-col 9: 'x' declared as an array with a negative size
  int y[1.0]; // expected-error-col 9: size of array has non-integer type 'double'
  int z[(float)2]; // expected-error-col 9: size of array has non-integer type 'float'
  return x[0] + y[0] + z[0];
}

// clang accepts variable length arrays in device code (a C++ extension it
// warns about only with -Wvla-cxx-extension); hipc cannot give them a
// private-segment layout and rejects them.
__device__ int vla(int n) {
  int a[n]; // expected-error-col 9: variable length arrays are not supported in HIP device code // clang-differs: clang accepts VLAs
  a[0] = 1;
  return a[0];
}

__global__ void vla_kernel(int *p, int n) {
  float buf[n * 2]; // expected-error: variable length arrays are not supported in HIP device code // clang-differs: clang accepts VLAs
  buf[0] = 1.0f;
  p[0] = (int)buf[0];
}
