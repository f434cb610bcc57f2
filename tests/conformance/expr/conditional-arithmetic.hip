// C17 6.5.15p5: when both operands of ?: are arithmetic, the usual
// arithmetic conversions give the result type, whichever is chosen.
__device__ int test(void) {
  volatile int c = 1;
  volatile int i = -1;
  volatile unsigned u = 2;
  volatile long l = 3;
  volatile double d = 4.5;
  volatile char ch = 'a';
  if (_Generic(c ? i : u, unsigned: 0, default: 1)) return 1;
  if ((c ? i : u) != 4294967295u) return 2;    /* -1 as unsigned */
  if (_Generic(c ? i : l, long: 0, default: 1)) return 3;
  if (_Generic(c ? i : d, double: 0, default: 1)) return 4;
  if ((c ? i : d) != -1.0) return 5;
  if ((!c ? i : d) != 4.5) return 6;
  if (_Generic(c ? ch : ch, int: 0, default: 1)) return 7;   /* promoted */
  if (sizeof(c ? ch : ch) != 4) return 8;
  if ((c ? 1 : 2.0) != 1.0) return 9;
  if (_Generic(c ? 1u : 1L, long: 0, default: 1)) return 10;
  if ((c > 0 ? -1 : 0u) < 0) return 11;       /* unsigned result */
  return 0;
}
