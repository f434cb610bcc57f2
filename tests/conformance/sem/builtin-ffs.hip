// GNU __builtin_ffs, __builtin_ffsl and __builtin_ffsll: one plus the
// index of the least significant 1 bit, or 0 for 0.
__device__ int test(void) {
  volatile int z = 0, e = 8;
  if (__builtin_ffs(z) != 0 || __builtin_ffs(e) != 4 || __builtin_ffs(-1) != 1) return 1;
  if (__builtin_ffsl(1l << 40) != 41) return 2;
  if (__builtin_ffsll(1ll << 63) != 64) return 3;
  return 0;
}
