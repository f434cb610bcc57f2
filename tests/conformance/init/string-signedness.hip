// C17 6.7.9p14: signed and unsigned char arrays may be initialised from
// character string literals too; the values are the chars' values
// converted.
static int check(void) {
  unsigned char u[] = "\xff\x80" "A";
  if (sizeof u != 4 || u[0] != 255 || u[1] != 128 || u[2] != 'A') return 1;
  signed char s[] = "\xff";
  if (s[0] != -1 || sizeof s != 2) return 2;
  char cat[] = "ab" "cd" "";          /* concatenation first (phase 6) */
  if (sizeof cat != 5 || cat[3] != 'd') return 3;
  return 0;
}
__device__ int test(void) { return check(); }
