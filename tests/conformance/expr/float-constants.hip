// C17 6.4.4.2: decimal floating constants, their suffixes and types.
__device__ int test(void) {
  if (_Generic(1.0, double: 0, default: 1)) return 1;
  if (_Generic(1.0f, float: 0, default: 1)) return 2;
  if (_Generic(1.0F, float: 0, default: 1)) return 3;
  if (.5 != 0.5) return 4;
  if (5. != 5.0) return 5;
  if (1e3 != 1000.0) return 6;
  if (2.5E-1 != 0.25) return 7;
  if (1.5e-2f != 0.015f) return 8;
  if (1e+2 != 100) return 9;
  if (123.456e1 != 1234.56) return 10;
  if (_Generic(1e3, double: 0, default: 1)) return 11;
  return 0;
}
