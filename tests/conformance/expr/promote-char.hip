// C17 6.3.1.1p2: char, signed char and unsigned char operands are promoted
// to int before arithmetic; the result has type int.
__device__ int test(void) {
  volatile char c = 100;
  volatile signed char sc = -100;
  volatile unsigned char uc = 200;
  if (sizeof(c + c) != sizeof(int)) return 1;
  if (_Generic(c + c, int: 0, default: 1)) return 2;
  if (_Generic(uc * uc, int: 0, default: 1)) return 3;
  if (_Generic(+sc, int: 0, default: 1)) return 4;
  if (c + c != 200) return 5;                  /* no wrap in char */
  if (uc + uc != 400) return 6;
  if (sc - uc != -300) return 7;
  if (uc * uc != 40000) return 8;
  if (-uc != -200) return 9;                   /* negation of the int 200 */
  return 0;
}
