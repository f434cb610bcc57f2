// The GNU bit builtins are integer constant expressions when their
// operands are (clang evaluates them so; gcc folds them): array bounds,
// case labels, static initializers and _Static_assert take them, as
// endianness headers and bit-twiddling tables use them.  (bitreverse and
// rotate are clang's: gcc 12 has neither.)
static const unsigned short swapped = __builtin_bswap16(0x1234);
static unsigned table[__builtin_popcount(0xF0u)];
_Static_assert(__builtin_clz(1u) == 31, "clz");
_Static_assert(__builtin_ctzll(1ull << 40) == 40, "ctzll");
_Static_assert(__builtin_ffs(0) == 0 && __builtin_ffs(12) == 3, "ffs");
_Static_assert(__builtin_parityll(0x7ull) == 1, "parity");
_Static_assert(__builtin_clrsb(0) == 31 && __builtin_clrsbll(-2ll) == 62, "clrsb");
_Static_assert(__builtin_bswap32(0x11223344u) == 0x44332211u, "bswap32");
_Static_assert(__builtin_bswap64(0x1ull) == 0x0100000000000000ull, "bswap64");
_Static_assert(__builtin_bitreverse8(1) == 0x80, "bitreverse8");
_Static_assert(__builtin_rotateleft32(0x80000001u, 1) == 3u, "rotl");
_Static_assert(__builtin_rotateright8(1, 9) == 0x80, "rotr mod width");
_Static_assert(__builtin_expect(5, 0) == 5, "expect");
static int classify(unsigned v) {
  switch (v) {
  case __builtin_bswap16(0x0100): return 1;   /* 1 */
  case __builtin_popcountll(0xFFull): return 8;
  default: return 0;
  }
}
__device__ int test(void) {
  if (swapped != 0x3412) return 1;
  if (sizeof table != 4 * sizeof(unsigned)) return 2;
  if (classify(1) != 1 || classify(8) != 8 || classify(3) != 0) return 3;
  volatile unsigned char b = 0x81;
  if (__builtin_rotateleft8(b, 1) != 0x03 || __builtin_rotateright16(1, 1) != 0x8000) return 4;
  volatile unsigned long long big = 0x8000000000000000ull;
  if (__builtin_rotateleft64(big, 1) != 1 || __builtin_bitreverse16(1) != 0x8000) return 5;
  volatile long neg = -1;
  if (__builtin_clrsbl(neg) != 63 || __builtin_ffsl(neg) != 1 || __builtin_parityl(neg) != 0) return 6;
  return 0;
}
