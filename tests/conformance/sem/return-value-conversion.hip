// C17 6.8.6.4p3: the value of a return expression is converted as if by
// assignment to the function's return type.
static char rc(void) { return 300; }
static unsigned char ruc(void) { return -1; }
static _Bool rb(void) { return 256; }
static int ri(void) { return 2.99; }
static double rd(void) { return 7; }
static float rf(void) { return 16777217; }
static unsigned ru(void) { return -2; }
static short rs(void) { return 0x12345; }
__device__ int test(void) {
  if (rc() != 44) return 1;
  if (ruc() != 255) return 2;
  if (rb() != 1) return 3;
  if (ri() != 2) return 4;
  if (rd() != 7.0 || _Generic(rd(), double: 0, default: 1)) return 5;
  if (rf() != 16777216.0f) return 6;
  if (ru() != 4294967294u) return 7;
  if (rs() != 0x2345) return 8;
  return 0;
}
