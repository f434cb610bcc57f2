// C17 5.2.4.2.1: the limits of <limits.h> are the values the types hold;
// an unsigned type wraps modulo max+1 (6.2.5p9), and converting an
// out-of-range value to unsigned is modular (6.3.1.3p2).
#include <limits.h>
static int check(void) {
  signed char sc = SCHAR_MAX;
  if (sc != 127 || (signed char)SCHAR_MIN != -128) return 1;
  unsigned char uc = UCHAR_MAX;
  uc++;
  if (uc != 0) return 2;
  short s = SHRT_MIN;
  if (s != -32768) return 3;
  unsigned short us = 0;
  us--;
  if (us != USHRT_MAX || us != 65535) return 4;
  unsigned u = UINT_MAX;
  if (u + 1 != 0) return 5;
  if (INT_MIN != -INT_MAX - 1) return 6;
  unsigned long ul = ULONG_MAX;
  if (ul + 1 != 0 || ul != 18446744073709551615ul) return 7;
  long long ll = LLONG_MIN;
  if (ll + LLONG_MAX != -1) return 8;
  if ((unsigned char)-1 != 255 || (unsigned short)-1 != 65535) return 9;
  if ((unsigned)-1 != 4294967295u) return 10;
  if ((unsigned char)513 != 1) return 11;
  return 0;
}
__device__ int test(void) { return check(); }
