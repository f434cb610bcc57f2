// C17 6.4.4.4: the simple escape sequences and their values (ASCII).
__device__ int test(void) {
  if ('\a' != 7) return 1;
  if ('\b' != 8) return 2;
  if ('\f' != 12) return 3;
  if ('\n' != 10) return 4;
  if ('\r' != 13) return 5;
  if ('\t' != 9) return 6;
  if ('\v' != 11) return 7;
  if ('\\' != 92) return 8;
  if ('\'' != 39) return 9;
  if ('\"' != 34) return 10;
  if ('"' != 34) return 11;
  if ('\?' != 63) return 12;
  const char *s = "\a\b\f\n\r\t\v\\\'\"\?";
  const char want[] = {7, 8, 12, 10, 13, 9, 11, 92, 39, 34, 63, 0};
  for (int i = 0; i < 12; i++)
    if (s[i] != want[i]) return 20 + i;
  if (sizeof("\n\t") != 3) return 40;
  return 0;
}
