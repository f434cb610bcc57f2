// C17 6.5.3.4p1: void is an incomplete type, so _Alignof(void) is an error
// in clang ("invalid application of 'alignof' to an incomplete type
// 'void'").
#include <hip/hip_runtime.h>

__device__ unsigned long f(void) {
  return _Alignof(void); // expected-error-col 10: invalid application of 'alignof' to an incomplete type 'void'
}
