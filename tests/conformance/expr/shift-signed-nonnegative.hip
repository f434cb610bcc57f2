// C17 6.5.7p4-5: a non-negative signed value shifted left stays defined
// while the result is representable; right shift of a non-negative value
// is division by a power of two.
__device__ int test(void) {
  volatile int one = 1, big = 0x7fff;
  volatile long long l = 3;
  if (one << 30 != 0x40000000) return 1;
  if (big >> 3 != 0xfff) return 2;
  if (big << 16 != 0x7fff0000) return 3;
  if (l << 40 != 3298534883328LL) return 4;
  if ((l << 61) >> 61 != 3) return 5;
  if (_Generic(one << 2LL, int: 0, default: 1)) return 6;
  if (_Generic(l >> one, long long: 0, default: 1)) return 7;
  if (1000 >> 3 != 125) return 8;
  if (1 << 3 << 2 != 32) return 9;             /* left associative */
  if ((1 << 2 + 1) != 8) return 10;            /* + binds tighter */
  return 0;
}
