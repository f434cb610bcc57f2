// C17 6.5.16p3: an assignment expression has the value of the left
// operand after the assignment and the unqualified type of the left
// operand, not the right operand's.
__device__ int test(void) {
  unsigned char uc;
  if ((uc = 300) != 44) return 1;              /* the converted value */
  if (sizeof(uc = 1000) != 1) return 2;        /* type of uc, not evaluated */
  if (_Generic(uc = 1, unsigned char: 0, default: 1)) return 3;
  int i;
  double d;
  if ((i = 2.75) != 2) return 4;
  if ((d = i = 7.9) != 7.0) return 5;          /* right to left, via int */
  short s;
  if ((s = 65537) != 1) return 6;
  _Bool b;
  if ((b = 5) != 1) return 7;
  int a, c;
  a = c = 4;
  if (a != 4 || c != 4) return 8;
  return 0;
}
