// C17 6.3.1.8p1: long with long long is long long; int with long is long;
// unsigned int with long long is long long.
__device__ int test(void) {
  volatile long l = 3;
  volatile long long ll = 4;
  volatile int i = -5;
  volatile unsigned u = 7;
  if (_Generic(l + ll, long long: 0, default: 1)) return 1;
  if (_Generic(i + l, long: 0, default: 1)) return 2;
  if (_Generic(u + ll, long long: 0, default: 1)) return 3;
  if (_Generic(u + 1ULL, unsigned long long: 0, default: 1)) return 4;
  if (i + l != -2) return 5;
  if (u + ll != 11) return 6;
  if (i * 1000000000L != -5000000000L) return 7;   /* no int overflow */
  if (-1LL < 0u ? 0 : 1) return 8;
  return 0;
}
