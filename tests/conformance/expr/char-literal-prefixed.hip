// C17 6.4.4.4p10-11: L'x' has type wchar_t (int here), u'x' char16_t
// (unsigned short), U'x' char32_t (unsigned int); the value is the code
// point.
__device__ int test(void) {
  if (L'x' != 120) return 1;
  if (u'x' != 120) return 2;
  if (U'x' != 120) return 3;
  if (sizeof(L'x') != 4) return 4;
  if (sizeof(U'x') != 4) return 6;
  if (_Generic(L'x', int: 0, default: 1)) return 7;
  if (_Generic(U'x', unsigned int: 0, default: 1)) return 9;
  if (u'\u00e9' != 0xe9) return 10;
  if (U'\U0001F600' != 0x1F600) return 11;
  if (L'\u20AC' != 0x20AC) return 12;
  if (u'é' != 0xe9) return 13;
  return 0;
}
