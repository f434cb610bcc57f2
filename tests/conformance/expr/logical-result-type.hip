// C17 6.5.13-14, 6.5.3.3p5, 6.5.8-9: !, &&, ||, relational and equality
// operators yield int 0 or 1, whatever their operand types.
__device__ int test(void) {
  volatile double d = 2.5;
  int *p = 0;
  long long big = 1LL << 40;
  if (_Generic(d && 1, int: 0, default: 1)) return 1;
  if (_Generic(!p, int: 0, default: 1)) return 2;
  if (_Generic(big < 1, int: 0, default: 1)) return 3;
  if (_Generic(1.0 == 1.0f, int: 0, default: 1)) return 4;
  if ((d && big) != 1 || (p || 0) != 0) return 5;
  if (!!big != 1 || !!d != 1) return 6;
  if ((big > 0) + (big > 0) != 2) return 7;
  if (!p != 1 || sizeof(!d) != sizeof(int)) return 8;
  return 0;
}
