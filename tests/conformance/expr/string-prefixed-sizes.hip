// C17 6.4.5p6: the element types and sizes of u8, u, U and L string
// literals, with characters outside the basic set and a surrogate pair.
__device__ int test(void) {
  if (sizeof(u8"\u00e9") != 3) return 1;       /* UTF-8: 2 bytes + NUL */
  if (sizeof(u"\u00e9") != 4) return 2;        /* one char16_t + NUL */
  if (sizeof(U"\U0001F600") != 8) return 3;    /* one char32_t + NUL */
  if (sizeof(u"\U0001F600") != 6) return 4;    /* a surrogate pair + NUL */
  if (sizeof(L"ab") != 3 * sizeof(int)) return 5;
  if (u"\U0001F600"[0] != 0xD83D || u"\U0001F600"[1] != 0xDE00) return 6;
  if (U"\U0001F600"[0] != 0x1F600) return 7;
  if ((unsigned char)u8"\u00e9"[0] != 0xC3 || (unsigned char)u8"\u00e9"[1] != 0xA9) return 8;
  if (_Generic(L"x"[0], int: 0, default: 1)) return 9;
  if (_Generic(U"x"[0], unsigned int: 0, default: 1)) return 10;
  if (_Generic(u"x"[0], unsigned short: 0, default: 1)) return 11;
  if (_Generic(u8"x"[0], char: 0, default: 1)) return 12;   /* char in C17 */
  return 0;
}
