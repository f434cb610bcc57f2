// C17 6.7.1: _Thread_local is a storage class, but the GPU targets have no
// thread-local storage; hipc rejects it with clang's words for targets
// without TLS (clang-22 itself lets it through for amdgcn).
#include <hip/hip_runtime.h>
_Thread_local int tl; // expected-error-col 1: thread-local storage is not supported for the current target // clang-differs: clang-22 accepts _Thread_local for amdgcn
__device__ int g(void) {
  static _Thread_local int t2; // expected-error-col 3: thread-local storage is not supported for the current target // clang-differs: clang-22 accepts _Thread_local for amdgcn
  return t2;
}
