// C17 6.3.1.8p1: long with unsigned long (same rank) is unsigned long.
__device__ int test(void) {
  volatile long l = -2;
  volatile unsigned long ul = 1;
  if (_Generic(l + ul, unsigned long: 0, default: 1)) return 1;
  if (l + ul != 18446744073709551615UL) return 2;
  if (l < ul) return 3;
  if (_Generic(1L * 1UL, unsigned long: 0, default: 1)) return 4;
  return 0;
}
