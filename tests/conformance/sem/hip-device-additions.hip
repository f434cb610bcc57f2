// HIP device API additions of issue 14: HIP's short unsigned names, the
// device <time.h>, the scoped atomics and their unsafe/safe/NoRet forms,
// __ldg, __threadfence_system and the wall clock.  Expected values follow
// HIP's definitions (amd_hip_atomic.h, amd_device_functions.h).
#include <hip/hip_runtime.h>
#include <time.h>

__device__ int test(void) {
  if (sizeof(uint) != 4 || sizeof(ushort) != 2 || sizeof(ulong) != 8 || (uint)-1 != 0xffffffffu)
    return 1;
  if (_Generic((clock_t)0, long: 0, default: 1) || CLOCKS_PER_SEC != 1000000) return 2;
  clock_t c0 = clock();
  long long t0 = clock64();
  volatile int spin = 0;
  for (int i = 0; i < 1000; i++) spin += i;
  if (clock() < c0 || clock64() < t0) return 3;
  long long w0 = wall_clock64();
  if (wall_clock64() < w0) return 4;
  int n = 5;
  unsigned u = 7;
  float f = 1.5f;
  if (atomicAdd_block(&n, 2) != 5 || atomicSub_system(&n, 1) != 7 || n != 6) return 5;
  if (atomicMax_block(&n, 9) != 6 || atomicMin_system(&n, 3) != 9 || n != 3) return 6;
  if (atomicOr_block(&u, 8u) != 7u || atomicAnd_system(&u, 12u) != 15u || u != 12u) return 7;
  if (atomicXor_block(&u, 5u) != 12u || atomicExch_system(&u, 1u) != 9u || u != 1u) return 8;
  if (atomicCAS_block(&n, 3, 4) != 3 || atomicCAS_block(&n, 3, 5) != 4 || n != 4) return 9;
  if (atomicInc_system(&u, 1u) != 1u || u != 0u || atomicDec_system(&u, 5u) != 0u || u != 5u)
    return 10;
  if (unsafeAtomicAdd(&f, 1.0f) != 1.5f || safeAtomicAdd(&f, 0.5f) != 2.5f) return 11;
  atomicAddNoRet(&f, 1.0f);
  if (f != 4.0f) return 12;
  const double d[2] = {2.5, 3.5};
  if (__ldg(&d[1]) != 3.5 || __ldg(d) != 2.5) return 13;
  __threadfence_system();
  return 0;
}
