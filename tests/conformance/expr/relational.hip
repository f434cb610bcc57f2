// C17 6.5.8: < > <= >= yield int 1 or 0, after the usual arithmetic
// conversions.
__device__ int test(void) {
  volatile int a = 3, b = 5;
  volatile double d = 3.0;
  volatile long long l = -1;
  if ((a < b) != 1 || (a > b) != 0) return 1;
  if ((a <= 3) != 1 || (a >= 4) != 0) return 2;
  if (_Generic(a < b, int: 0, default: 1)) return 3;
  if (_Generic(d < 1.0, int: 0, default: 1)) return 4;
  if (!(a <= d && a >= d)) return 5;
  if (!(l < a)) return 6;
  if ((a < b) + (b < a) + (a < a) != 1) return 7;
  if (!(-1 < 0L)) return 8;
  return 0;
}
