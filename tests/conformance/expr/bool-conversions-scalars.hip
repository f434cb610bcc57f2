// C17 6.3.1.2p1: converting any scalar to _Bool gives 0 if it compares
// equal to 0 and 1 otherwise: no truncation to the low bit.
__device__ int test(void) {
  volatile int i256 = 256, im = -1;
  volatile double half = 0.5, nz = -0.0, tiny = 1e-300;
  volatile long long hi = 1LL << 40;
  int x;
  _Bool b;
  b = i256; if (b != 1) return 1;              /* low byte is 0, still 1 */
  b = im; if (b != 1) return 2;
  b = half; if (b != 1) return 3;
  b = nz; if (b != 0) return 4;
  b = tiny; if (b != 1) return 5;
  b = hi; if (b != 1) return 6;
  b = &x; if (b != 1) return 7;
  b = (int *)0; if (b != 0) return 8;
  b = 0.0 / (half - half) ; if (b != 1) return 9;   /* NaN != 0 */
  _Bool t = 1;
  if (t + t != 2) return 10;                   /* promotes to int */
  t = t + 1;
  if (t != 1) return 11;
  if (sizeof(_Bool) != 1) return 12;
  return 0;
}
