// C17 6.3.1.1, 6.3.1.8: unsigned short promotes to int, so it compares with
// a negative int as a signed value; unsigned int does not.
__device__ int test(void) {
  volatile unsigned short us = 1;
  volatile unsigned char uc = 1;
  volatile unsigned u = 1;
  volatile int m = -1;
  if (!(us > m)) return 1;
  if (!(uc > m)) return 2;
  if (u > m) return 3;                         /* -1 -> UINT_MAX */
  if (!((unsigned short)0 > -1)) return 4;
  if (0u > -1) return 5;
  return 0;
}
