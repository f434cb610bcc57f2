// C17 6.3.1.8p1: an integer with a floating operand converts to the
// floating type; float with double is double.
__device__ int test(void) {
  volatile int i = 3;
  volatile long long ll = 1LL << 40;
  volatile float f = 0.5f;
  volatile double d = 0.25;
  if (_Generic(i + f, float: 0, default: 1)) return 1;
  if (_Generic(ll * f, float: 0, default: 1)) return 2;
  if (_Generic(f + d, double: 0, default: 1)) return 3;
  if (_Generic(1u + d, double: 0, default: 1)) return 4;
  if (_Generic('a' + 1.0f, float: 0, default: 1)) return 5;
  if (i + f != 3.5f) return 6;
  if (i / 2 != 1) return 7;
  if (i / 2.0 != 1.5) return 8;
  if (ll * f != 549755813888.0f) return 9;
  if (f + d != 0.75) return 10;
  return 0;
}
