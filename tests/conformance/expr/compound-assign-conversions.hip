// C17 6.5.16.2p3: E1 op= E2 is E1 = E1 op (E2) with E1 evaluated once:
// the operation happens in the converted type, then converts back to E1.
__device__ int test(void) {
  unsigned char uc = 200;
  uc += 100;
  if (uc != 44) return 1;
  int i = 7;
  i /= 2.5;                                    /* 7 / 2.5 = 2.8 -> 2 */
  if (i != 2) return 2;
  i = 10;
  i *= 0.35;                                   /* 3.5 -> 3 */
  if (i != 3) return 3;
  unsigned u = 5;
  u -= 10;
  if (u != 4294967291u) return 4;
  int n = -8;
  n >>= 1;
  if (n != -4) return 5;
  signed char sc = 100;
  sc += 100;                                   /* 200 -> -56 */
  if (sc != -56) return 6;
  float f = 16777216.0f;
  f += 1;                                      /* the float sum rounds */
  if (f != 16777216.0f) return 7;
  double d = 1;
  d += 1e-20;
  if (d != 1.0) return 8;
  int k = 5;
  k %= -3;
  if (k != 2) return 9;
  return 0;
}
