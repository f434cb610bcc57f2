// GNU bit builtins: __builtin_clz, __builtin_ctz and __builtin_popcount
// with their unsigned long long forms, at the edges of the width.
__device__ int test(void) {
  volatile unsigned u = 0x00F0u, one = 1, top = 0x80000000u;
  volatile unsigned long long ull = 1ull << 40, all = ~0ull;
  if (__builtin_clz(u) != 24 || __builtin_ctz(u) != 4) return 1;
  if (__builtin_clz(one) != 31 || __builtin_ctz(top) != 31) return 2;
  if (__builtin_clz(top) != 0 || __builtin_ctz(one) != 0) return 3;
  if (__builtin_popcount(u) != 4 || __builtin_popcount(~0u) != 32) return 4;
  if (__builtin_clzll(ull) != 23 || __builtin_ctzll(ull) != 40) return 5;
  if (__builtin_popcountll(all) != 64 || __builtin_popcountll(ull | 1) != 2) return 6;
  if (__builtin_clzll(1ull) != 63 || __builtin_ctzll(1ull << 63) != 63) return 7;
  if (_Generic(__builtin_clz(u), int: 0, default: 1)) return 8;
  return 0;
}
