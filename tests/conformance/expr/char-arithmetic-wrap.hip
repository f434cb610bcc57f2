// C17 6.3.1.1, 6.3.1.3p3: char arithmetic is done in int; storing back in
// a (signed) char wraps modulo 256 (gcc and clang); a char compared with a
// character constant above 127 needs care.
__device__ int test(void) {
  char c = 'z';
  c += 10;                                     /* 132 -> -124 */
  if (c != -124) return 1;
  if (c == (char)132 ? 0 : 1) return 2;
  unsigned char u = 'z';
  u += 10;
  if (u != 132) return 3;
  char hi = '\xe9';
  if (hi == 0xe9) return 4;                    /* -23 != 233 */
  if ((unsigned char)hi != 0xe9) return 5;
  char d = '0' + 7;
  if (d - '0' != 7) return 6;
  char s[4] = "az";
  s[0]++;
  s[1]--;
  if (s[0] != 'b' || s[1] != 'y') return 7;
  return 0;
}
