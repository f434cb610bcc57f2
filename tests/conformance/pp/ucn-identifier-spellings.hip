// C17 6.4.2.1p3, 6.4.3, 5.1.1.2p1 (phase 1): a universal character name
// in an identifier designates the character, so \u00e9, \U000000E9 and
// a UTF-8 é spell the same identifier (gcc and clang); hipc compares the
// spellings.
__device__ int test(void) {
  int \u00e9t\u00e9 = 1;
  if (été != 1) return 1;
  int café = 2;
  if (caf\u00e9 != 2) return 2;
  int \U000000E9 = 3;
  if (\u00e9 != 3 || é != 3) return 3;
  return 0;
}
