// C17 6.2.5p15: plain char has the range of signed char or unsigned char
// (signed on AMDGPU and x86-64, as clang); it stays a distinct type.
#include <limits.h>
static int check(void) {
  char c = (char)200;
  if (((char)-1 < 0) != (CHAR_MIN < 0)) return 1;
  if (CHAR_MIN != SCHAR_MIN || CHAR_MAX != SCHAR_MAX) return 2;
  if (c != -56) return 3;
  if ((unsigned char)c != 200) return 4;
  if (_Generic(c, char: 1, signed char: 2, unsigned char: 3) != 1) return 5;
  return 0;
}
__device__ int test(void) { return check(); }
