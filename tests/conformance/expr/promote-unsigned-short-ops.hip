// C17 6.3.1.1p2: unsigned short promotes to (signed) int because int
// represents all its values; the result of a difference can be negative.
__device__ int test(void) {
  volatile unsigned short a = 1, b = 2;
  if (_Generic(a - b, int: 0, default: 1)) return 1;
  if (a - b != -1) return 2;
  if (a - b > 0) return 3;                     /* signed comparison */
  volatile unsigned short m = 65535;
  if (m + 1 != 65536) return 4;
  if ((unsigned short)(m + 1) != 0) return 5;
  if (m * 2 != 131070) return 6;
  if (_Generic((unsigned short)1 * (short)1, int: 0, default: 1)) return 7;
  volatile short s = -32768;
  if (-s != 32768) return 8;                   /* no overflow in int */
  if ((short)-s != -32768) return 9;           /* modulo 2^16 (gcc, clang) */
  return 0;
}
