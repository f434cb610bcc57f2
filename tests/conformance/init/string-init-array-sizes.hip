// C17 6.7.9p14, p22 and EXAMPLE 8: a string literal initializing a char
// array: the size includes the NUL when unknown, the NUL is dropped when
// exactly the size, the rest is zeroed when the array is longer.
__device__ int test(void) {
  char a[] = "abc";
  char b[3] = "abc";                           /* no terminating NUL */
  char c[8] = "abc";
  char d[] = {"abc"};                          /* optional braces */
  if (sizeof a != 4 || a[3] != 0) return 1;
  if (sizeof b != 3 || b[2] != 'c') return 2;
  for (int i = 3; i < 8; i++)
    if (c[i] != 0) return 3;
  if (sizeof d != 4 || d[1] != 'b') return 4;
  unsigned char e[] = "\xff";
  if (sizeof e != 2 || e[0] != 255) return 5;
  signed char f[] = "\x80";
  if (f[0] != -128) return 6;
  return 0;
}
