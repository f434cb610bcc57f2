// C17 6.5.16p3: an assignment expression has the value of the left operand
// after the assignment and its type (unqualified); = groups right to left.
__device__ int test(void) {
  int a, b, c;
  a = b = c = 7;
  if (a != 7 || b != 7 || c != 7) return 1;
  if ((a = 5) != 5) return 2;
  char ch;
  if ((ch = 300) != 44) return 3;              /* the converted value */
  if (_Generic(ch = 1, char: 0, default: 1)) return 4;
  double d;
  int i;
  d = i = 3.7;                                 /* i = 3, then d = 3 */
  if (d != 3.0) return 5;
  unsigned char uc;
  int r = (uc = 511) + 1;
  if (r != 256) return 6;
  const volatile int cv = 1;
  int x;
  if (_Generic(x = cv, int: 0, default: 1)) return 7;
  int y;
  y = 0;
  if (((y = 4), y * y) != 16) return 8;
  return 0;
}
