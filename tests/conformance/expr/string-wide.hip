// C17 6.4.5: L"", u"" and U"" strings are arrays of wchar_t, char16_t and
// char32_t; a code point outside the BMP is a surrogate pair in u"".
__device__ int test(void) {
  if (sizeof(L"ab") != 12) return 1;
  if (L"ab"[1] != 'b' || L"ab"[2] != 0) return 2;
  if (sizeof(u"ab") != 6) return 3;
  if (sizeof(U"ab") != 12) return 4;
  if (U"\U0001F600"[0] != 0x1F600) return 5;
  if (sizeof(u"\U0001F600") != 6) return 6;     /* two code units and 0 */
  if (u"\U0001F600"[0] != 0xD83D || u"\U0001F600"[1] != 0xDE00) return 7;
  if (L"\u00e9"[0] != 0xe9) return 8;
  const unsigned short *p = u"hi";
  if (p[0] != 'h' || p[1] != 'i' || p[2] != 0) return 9;
  const int *w = L"z";
  if (*w != 'z') return 10;
  return 0;
}
