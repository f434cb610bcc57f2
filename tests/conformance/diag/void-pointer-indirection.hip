// Indirection through void *: clang warns "ISO C does not allow
// indirection on operand of type 'void *'" [-Wvoid-ptr-dereference], and
// using the void result is an error.
#include <hip/hip_runtime.h>

__device__ int f(void *vp) {
  return *vp; // expected-warning-col 10: ISO C does not allow indirection on operand of type 'void *' // clang-differs: an error in C++ // expected-error-col 10: returning 'void' from a function with incompatible result type 'int' // clang-differs: C++ says "cannot initialize return object"
}
