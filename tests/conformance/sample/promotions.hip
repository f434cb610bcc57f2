// C17 6.3.1.1 and 6.3.1.8: integer promotions and the usual arithmetic
// conversions.
static int check(void) {
  unsigned char uc = 200;
  signed char sc = -100;
  if (uc + sc != 100) return 1;                   /* both promote to int */
  if (sizeof(uc + uc) != sizeof(int)) return 2;
  unsigned u = 1;
  int i = -1;
  if (!(i < u ? 0 : 1)) return 3;                 /* -1 converts to UINT_MAX */
  long l = -1;
  if (!(l < (long)u)) return 4;
  unsigned short us = 65535;
  if (us * 2 != 131070) return 5;                 /* int arithmetic, no wrap */
  if ((unsigned short)(us + 1) != 0) return 6;    /* conversion back wraps */
  return 0;
}
__device__ int test(void) { return check(); }
