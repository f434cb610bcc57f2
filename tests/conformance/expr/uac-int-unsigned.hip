// C17 6.3.1.8p1: int with unsigned int converts the int to unsigned.
__device__ int test(void) {
  volatile int i = -1;
  volatile unsigned u = 1;
  if (_Generic(i + u, unsigned: 0, default: 1)) return 1;
  if (i + u != 0) return 2;
  if (i * u != 4294967295u) return 3;
  if (i < u) return 4;                         /* -1 becomes UINT_MAX */
  if (!(i > u)) return 5;
  if (i / 2u != 2147483647u) return 6;
  if (-7 % 4u != 1) return 7;                  /* 4294967289 % 4 */
  return 0;
}
