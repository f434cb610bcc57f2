// C17 6.7.9p14 and EXAMPLE 8: a char array from a string literal: unknown
// size takes the terminating null; an exact size leaves it out; a larger
// size is zero-filled.
#include <string.h>
static int check(void) {
  char a[] = "abc";
  if (sizeof a != 4 || a[3] != 0) return 1;
  char b[3] = "abc";                  /* no room for the null: fine in C */
  if (b[0] != 'a' || b[2] != 'c') return 2;
  char c[8] = "ab";
  for (int i = 2; i < 8; i++)
    if (c[i] != 0) return 3;
  char d[] = {"xyz"};                 /* optionally in braces */
  if (sizeof d != 4 || strcmp(d, "xyz") != 0) return 4;
  a[0] = 'z';                         /* the array is a modifiable copy */
  if (strcmp(a, "zbc") != 0) return 5;
  char e[] = "a\0b";
  if (sizeof e != 4 || e[2] != 'b') return 6;
  return 0;
}
__device__ int test(void) { return check(); }
