// COMPARE-CLANG
// The builtins under HIP's atomicInc, atomicDec and atomicCAS
// (amd_hip_atomic.h): clang's __builtin_amdgcn_atomic_inc32/dec32
// (atomicrmw uinc_wrap / udec_wrap) and __hip_atomic_compare_exchange_strong.
#include <hip/hip_runtime.h>
__device__ int test(void) {
  unsigned u = 9;
  if (__builtin_amdgcn_atomic_inc32(&u, 9u, __ATOMIC_RELAXED, "agent") != 9 || u != 0) return 1;
  if (__builtin_amdgcn_atomic_dec32(&u, 3u, __ATOMIC_RELAXED, "agent") != 0 || u != 3) return 2;
  unsigned long l = 5;
  if (__builtin_amdgcn_atomic_inc64(&l, 9ul, __ATOMIC_RELAXED, "workgroup") != 5 || l != 6) return 3;
  if (__builtin_amdgcn_atomic_dec64(&l, 4ul, __ATOMIC_RELAXED, "workgroup") != 6 || l != 4) return 4;
  int i = 1, expected = 1;
  if (!__hip_atomic_compare_exchange_strong(&i, &expected, 2, __ATOMIC_RELAXED, __ATOMIC_RELAXED,
                                            __HIP_MEMORY_SCOPE_AGENT) || i != 2) return 5;
  return 0;
}
extern "C" __global__ void ring(unsigned *head, unsigned *slots, unsigned n) {
  unsigned at = __builtin_amdgcn_atomic_inc32(head, n - 1, __ATOMIC_RELAXED, "agent");
  slots[at] = threadIdx.x;
}
extern "C" __global__ void release(unsigned *count, unsigned *last) {
  if (__builtin_amdgcn_atomic_dec32(count, 1000u, __ATOMIC_RELAXED, "agent") == 1)
    *last = blockIdx.x;
}
extern "C" __global__ void claim(int *owner, int *won) {
  int expected = -1;
  won[threadIdx.x] = __hip_atomic_compare_exchange_strong(
      owner, &expected, (int)threadIdx.x, __ATOMIC_RELAXED, __ATOMIC_RELAXED,
      __HIP_MEMORY_SCOPE_AGENT);
}
