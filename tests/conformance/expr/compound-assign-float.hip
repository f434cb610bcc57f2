// C17 6.5.16.2p3: with a floating right operand the operation is done in
// floating point and the result converted to the integer type of E1
// (truncated toward zero).
__device__ int test(void) {
  unsigned u = 5;
  u -= 1.5;                                    /* 3.5 -> 3 */
  if (u != 3) return 1;
  int i = 10;
  i *= 2.5;
  if (i != 25) return 2;
  i /= 0.5;
  if (i != 50) return 3;
  i += 0.9;
  if (i != 50) return 4;
  i = -7;
  i *= 0.5;                                    /* -3.5 -> -3 */
  if (i != -3) return 5;
  long long l = 1;
  l += 1e10;
  if (l != 10000000001LL) return 6;
  float f = 1.0f;
  f += 1;                                      /* int converted to float */
  f *= 0.5;                                    /* double arithmetic, back to float */
  if (f != 1.0f) return 7;
  double d = 10;
  d /= 4;
  if (d != 2.5) return 8;
  char c = 10;
  c *= 12.5;                                   /* 125.0 fits in char */
  if (c != 125) return 9;
  unsigned char uc = 100;
  uc *= 2.55;                                  /* 254.99999... -> 254 */
  if (uc != 254) return 10;
  return 0;
}
