// C17 6.4.4.4p3-9 and 5.2.2: every simple, octal and hexadecimal escape
// sequence, and GNU's \e for ESC.
__device__ int test(void) {
  if ('\a' != 7 || '\b' != 8 || '\f' != 12 || '\n' != 10) return 1;
  if ('\r' != 13 || '\t' != 9 || '\v' != 11) return 2;
  if ('\\' != 92 || '\'' != 39 || '\"' != 34 || '\?' != 63) return 3;
  if ('"' != 34) return 4;                     /* no escape needed */
  if ('\0' != 0 || '\101' != 'A' || '\x41' != 'A') return 5;
  if ('\1' != 1 || '\12' != 10 || '\123' != 83) return 6;
  if ('\x0' != 0 || '\x000041' != 'A') return 7; /* any number of hex digits */
  if ('\e' != 27) return 8;
  const char s[] = "\1234";                    /* octal takes 3 digits at most */
  if (sizeof s != 3 || s[0] != 'S' || s[1] != '4') return 9;
  const char t[] = "\x41" "B";                 /* concatenation ends the escape */
  if (sizeof t != 3 || t[0] != 'A' || t[1] != 'B') return 10;
  return 0;
}
