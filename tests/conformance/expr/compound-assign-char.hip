// C17 6.5.16.2p3: E1 op= E2 is E1 = E1 op (E2) with E1 evaluated once: the
// arithmetic is done in the promoted type and the result converted back.
__device__ int test(void) {
  char c = 100;
  c += 300;                                    /* 400 -> (char)400 */
  if (c != -112) return 1;
  unsigned char uc = 250;
  uc += 10;
  if (uc != 4) return 2;
  uc -= 5;
  if (uc != 255) return 3;
  signed char sc = 64;
  sc *= 2;
  if (sc != -128) return 4;
  short s = 32767;
  s += 1;
  if (s != -32768) return 5;
  unsigned short us = 3;
  us -= 4;
  if (us != 65535) return 6;
  uc = 200;
  uc /= 3;                                     /* int division: 66 */
  if (uc != 66) return 7;
  if (_Generic(uc += 1, unsigned char: 0, default: 1)) return 8;
  return 0;
}
