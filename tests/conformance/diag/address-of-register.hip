// C17 6.5.3.2p1, 6.7.1p6: the address of an object declared register may
// not be taken.
#include <hip/hip_runtime.h>

__device__ int f(void) {
  register int r = 4;
  int *q = &r; // expected-error-col 12: address of register variable requested // clang-differs: C++17 has no register storage class
  register int arr[2] = {1, 2};
  return *q + arr[0]; // expected-error-col 15: address of register variable requested // clang-differs: C++17 has no register storage class
}
