// C17 6.4.4.4p10 (implementation-defined, as gcc and clang do it): a
// multi-character constant packs its characters big-end first into an
// int; '\xff' in a plain char constant is (char)0xff, -1 with signed char.
__device__ int test(void) {
  if ('ab' != ('a' << 8 | 'b')) return 1;
  if ('abcd' != 0x61626364) return 2;
  if (_Generic('ab', int: 0, default: 1)) return 3;
  if ('\377' != -1 || '\xff' != -1) return 4;
  if ('\x7f' != 127) return 5;
  if ('\200' != -128) return 6;
  if (u'\xff' != 255) return 7;                /* char16_t: unsigned */
  if (L'\xff' != 255) return 8;                /* wchar_t is int */
  return 0;
}
