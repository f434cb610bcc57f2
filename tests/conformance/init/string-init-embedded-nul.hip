// C17 6.4.5p6, 6.7.9p14: an embedded \0 is part of the literal: the array
// keeps the characters after it, and adjacent literals concatenate before
// the terminating NUL is added.
__device__ int test(void) {
  char a[] = "a\0b";
  if (sizeof a != 4 || a[0] != 'a' || a[1] != 0 || a[2] != 'b' || a[3] != 0) return 1;
  char b[] = "ab" "cd" "";
  if (sizeof b != 5 || b[2] != 'c') return 2;
  char c[] = "x\0" "\0y";
  if (sizeof c != 5 || c[3] != 'y') return 3;
  char d[] = "\0";
  if (sizeof d != 2) return 4;
  char e[] = "\x12" "3";                       /* two characters, not \x123 */
  if (sizeof e != 3 || e[0] != 0x12 || e[1] != '3') return 5;
  const char *p = "ab\0cd";
  if (p[4] != 'd') return 6;
  return 0;
}
