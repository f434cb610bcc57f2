// C17 6.5.7p3-5: the result of a shift has the promoted type of the left
// operand, whatever the type of the right; shifts at each width.
__device__ int test(void) {
  volatile unsigned char uc = 0xff;
  if (_Generic(uc << 1, int: 0, default: 1)) return 1;
  if ((uc << 8) != 0xff00) return 2;           /* promoted, not truncated */
  if (_Generic(1 << 2ull, int: 0, default: 1)) return 3;
  if (_Generic(1u >> 1LL, unsigned: 0, default: 1)) return 4;
  if (_Generic(1L << 1, long: 0, default: 1)) return 5;
  if ((1u << 31) != 2147483648u) return 6;
  if ((1ull << 63) != 9223372036854775808ull) return 7;
  if ((0x80000000u >> 31) != 1) return 8;      /* logical shift */
  if ((1ll << 40) != 1099511627776ll) return 9;
  volatile int n = 33;
  if ((1ull << n) != 8589934592ull) return 10; /* a 64-bit shift by 33 */
  volatile int neg = -16;
  if ((neg >> 2) != -4) return 11;             /* arithmetic (gcc, clang) */
  volatile long ln = -1;
  if (((unsigned long)ln >> 60) != 15) return 12;
  return 0;
}
