// C17 6.2.5p15: char, signed char and unsigned char are three distinct
// types, though char has the range of one of the other two.
#include <limits.h>
#define K(x) _Generic((x), char: 1, signed char: 2, unsigned char: 3, default: 0)
__device__ int test(void) {
  char c = 'a';
  signed char sc = -1;
  unsigned char uc = 1;
  if (K(c) != 1 || K(sc) != 2 || K(uc) != 3) return 1;
  if (K((char)0) != 1) return 2;
  if (K("x"[0]) != 1) return 3;                /* string elements are char */
  if (CHAR_MIN != SCHAR_MIN || CHAR_MAX != SCHAR_MAX) return 4;   /* signed here */
  char *pc = &c;
  if (_Generic(pc, signed char *: 1, unsigned char *: 1, char *: 0)) return 5;
  return 0;
}
