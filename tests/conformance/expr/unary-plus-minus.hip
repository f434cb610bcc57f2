// C17 6.5.3.3p2-3: unary + and - promote their operand; - of an unsigned
// value is computed modulo 2^N.
__device__ int test(void) {
  volatile char c = 5;
  volatile unsigned u = 1;
  volatile double d = 2.5;
  volatile long l = 7;
  if (_Generic(+c, int: 0, default: 1)) return 1;
  if (_Generic(-c, int: 0, default: 1)) return 2;
  if (_Generic(-u, unsigned: 0, default: 1)) return 3;
  if (_Generic(-l, long: 0, default: 1)) return 4;
  if (-c != -5) return 5;
  if (-u != 4294967295u) return 6;
  if (-d != -2.5) return 7;
  if (+d != 2.5) return 8;
  if (- -l != 7) return 9;
  if (-(unsigned char)1 != -1) return 10;      /* promoted to int first */
  if (-1ULL != 18446744073709551615ULL) return 11;
  return 0;
}
