// C17 6.4.4.1: every spelling of the integer suffixes, hex and octal
// forms, and GNU binary constants (0b, standard in C23).
__device__ int test(void) {
  if (_Generic(10uLL, unsigned long long: 0, default: 1)) return 1;
  if (_Generic(10LLu, unsigned long long: 0, default: 1)) return 2;
  if (_Generic(10Ul, unsigned long: 0, default: 1)) return 3;
  if (_Generic(10lU, unsigned long: 0, default: 1)) return 4;
  if (_Generic(0X1Fu, unsigned: 0, default: 1)) return 5;
  if (0X1F != 31 || 0x1f != 31 || 037 != 31) return 6;
  if (0b101 != 5 || 0B11111111 != 255) return 7;
  if (_Generic(0b1, int: 0, default: 1)) return 8;
  if (_Generic(0xffffffffffffffff, unsigned long: 0, default: 1)) return 9;
  if (_Generic(4294967295, long: 0, default: 1)) return 10;   /* decimal */
  if (_Generic(0, int: 0, default: 1)) return 11;             /* 0 is octal */
  if (00 != 0 || 0x0 != 0) return 12;
  return 0;
}
