// C17 6.4.4.2: hexadecimal floating constants, significand in hex and a
// binary exponent (p) that is not optional.
__device__ int test(void) {
  if (0x1p-3 != 0.125) return 1;
  if (0x1.8p1f != 3.0f) return 2;
  if (_Generic(0x1.8p1f, float: 0, default: 1)) return 3;
  if (_Generic(0x1p0, double: 0, default: 1)) return 4;
  if (0x.8p0 != 0.5) return 5;
  if (0xAp0 != 10.0) return 6;
  if (0x1P+4 != 16.0) return 7;
  if (0x1.fffffep127f != 3.40282347e38f) return 8;
  if (0x1p-1074 <= 0.0) return 9;              /* smallest subnormal double */
  if (0X1.0P10 != 1024.0) return 10;
  if (0x10.1p0 != 16.0625) return 11;
  return 0;
}
