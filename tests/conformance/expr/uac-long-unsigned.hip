// C17 6.3.1.8p1: long (64 bits) can represent every unsigned int, so long
// with unsigned int is long.
__device__ int test(void) {
  volatile long l = -1;
  volatile unsigned u = 4294967295u;
  if (_Generic(l + u, long: 0, default: 1)) return 1;
  if (l + u != 4294967294L) return 2;
  if (!(l < u)) return 3;                      /* compared as long */
  if (_Generic(1L + 1u, long: 0, default: 1)) return 4;
  if (-1L < 1u ? 0 : 1) return 5;
  return 0;
}
