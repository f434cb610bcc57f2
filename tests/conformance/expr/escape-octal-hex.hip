// C17 6.4.4.4: octal escapes take up to three digits, hexadecimal escapes
// every hex digit that follows; a char constant's value is that of the
// char (signed here) converted to int.
__device__ int test(void) {
  if ('\0' != 0) return 1;
  if ('\12' != 10) return 2;
  if ('\101' != 'A') return 3;
  if ('\377' != -1) return 4;                  /* (char)0xFF */
  if ('\x41' != 'A') return 5;
  if ('\x7f' != 127) return 6;
  if ('\x80' != -128) return 7;
  if ((unsigned char)'\377' != 255) return 8;
  const char *s = "\1234";                     /* '\123' then '4' */
  if (s[0] != 0123 || s[1] != '4' || s[2] != 0) return 9;
  const char *h = "\x41\x42";
  if (h[0] != 'A' || h[1] != 'B') return 10;
  if (sizeof("\0\0") != 3) return 11;
  const char *z = "a\0b";
  if (z[1] != 0 || z[2] != 'b') return 12;
  if (sizeof("\x000041") != 2) return 13;      /* one escape: 0x41 */
  return 0;
}
