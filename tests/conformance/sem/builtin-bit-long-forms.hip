// GNU bit builtins beyond the int and long long forms of clz, ctz and
// popcount: the long forms (__builtin_clzl, __builtin_ctzl,
// __builtin_popcountl), __builtin_parity(ll) and __builtin_clrsb; clang
// has them all.
__device__ int test(void) {
  volatile unsigned long ul = 1ul << 40;
  if (__builtin_clzl(ul) != 23 || __builtin_ctzl(ul) != 40) return 1;
  if (__builtin_popcountl(0xFFul) != 8) return 2;
  if (__builtin_parity(7u) != 1 || __builtin_parity(3u) != 0) return 3;
  if (__builtin_parityll(1ull << 63) != 1) return 4;
  if (__builtin_clrsb(-1) != 31 || __builtin_clrsb(1) != 30) return 5;
  return 0;
}
