// C17 6.4.4.2: every form of floating constant: a fraction without
// leading or trailing digits, exponents with signs, f/F/l/L suffixes,
// hexadecimal fractions.
__device__ int test(void) {
  if (1. != 1.0 || .5 != 0.5 || 1.f != 1.0f) return 1;
  if (1e+2 != 100.0 || 1E-2 != 0.01 || 25e-1F != 2.5f) return 2;
  if (_Generic(1.5L, long double: 0, default: 1) || 1.5L != 1.5) return 3;
  if (_Generic(2.f, float: 0, default: 1) || _Generic(2e0, double: 0, default: 1)) return 4;
  if (0x.8p1 != 1.0 || 0x1.8p+1 != 3.0 || 0X1P-2 != 0.25 || 0xAp0f != 10.0f) return 5;
  if (0e0 != 0.0 || 00.5 != 0.5) return 6;
  return 0;
}
