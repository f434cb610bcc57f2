// C17 6.4.4.1p5: the type of an integer constant is the first of the list
// for its suffix and base that can represent it.
__device__ int test(void) {
  if (_Generic(2147483647, int: 0, default: 1)) return 1;
  if (_Generic(2147483648, long: 0, default: 1)) return 2;        /* decimal: signed */
  if (_Generic(0x7fffffff, int: 0, default: 1)) return 3;
  if (_Generic(0x80000000, unsigned: 0, default: 1)) return 4;     /* hex: unsigned next */
  if (_Generic(0xffffffff, unsigned: 0, default: 1)) return 5;
  if (_Generic(0x100000000, long: 0, default: 1)) return 6;
  if (_Generic(0x8000000000000000, unsigned long: 0, default: 1)) return 7;
  if (_Generic(017777777777, int: 0, default: 1)) return 8;
  if (_Generic(020000000000, unsigned: 0, default: 1)) return 9;   /* octal too */
  if (_Generic(1u, unsigned: 0, default: 1)) return 10;
  if (_Generic(4294967296u, unsigned long: 0, default: 1)) return 11;
  if (_Generic(1l, long: 0, default: 1)) return 12;
  if (_Generic(1ul, unsigned long: 0, default: 1)) return 13;
  if (_Generic(1ll, long long: 0, default: 1)) return 14;
  if (_Generic(1LLU, unsigned long long: 0, default: 1)) return 15;
  if (_Generic(1Lu, unsigned long: 0, default: 1)) return 16;
  if (-2147483648 != -2147483647 - 1) return 17;                    /* long, negated */
  if (sizeof(-2147483648) != 8) return 18;
  return 0;
}
