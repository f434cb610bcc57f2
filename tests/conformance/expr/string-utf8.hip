// C17 6.4.5p6: a u8"" string literal is an array of char holding UTF-8.
__device__ int test(void) {
  if (sizeof(u8"ab") != 3) return 1;
  const char *s = u8"\u00e9";
  if (sizeof(u8"\u00e9") != 3) return 2;
  if ((unsigned char)s[0] != 0xC3 || (unsigned char)s[1] != 0xA9) return 3;
  if (u8"xyz"[2] != 'z') return 4;
  if (_Generic(u8"a"[0], char: 0, default: 1)) return 5;
  return 0;
}
