// <stdio.h>'s snprintf, sprintf and vsnprintf (C17 7.21.6): the text of
// the common conversions, the count of what a short buffer would have
// held, and a variadic function of the program's own.
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static int text(char *buf, size_t n, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vsnprintf(buf, n, fmt, ap);
  va_end(ap);
  return r;
}

__device__ int test(void) {
  char b[64];
  if (snprintf(b, sizeof b, "%d|%5d|%-5d|%05d|%+d", 42, -7, 7, 42, 3) != 23 ||
      strcmp(b, "42|   -7|7    |00042|+3"))
    return 1;
  if (snprintf(b, sizeof b, "%x %X %o %#x %#o %u", 255, 255, 8, 255, 8, 3000000000u) != 28 ||
      strcmp(b, "ff FF 10 0xff 010 3000000000"))
    return 2;
  snprintf(b, sizeof b, "%.3f %.0f %.0f %.0f %e", 3.14159, 0.5, 1.5, 2.5, 12345.678);
  if (strcmp(b, "3.142 0 2 2 1.234568e+04")) /* ties to even */
    return 3;
  snprintf(b, sizeof b, "%g %g %g %g %a", 0.0001, 100000.0, 1e6, 1.0 / 3, 1.0);
  if (strcmp(b, "0.0001 100000 1e+06 0.333333 0x1p+0"))
    return 4;
  snprintf(b, sizeof b, "%s|%.2s|%6s|%c|%%|%p", "abc", "abc", "ab", 'z', (void *)0);
  if (strcmp(b, "abc|ab|    ab|z|%|(nil)"))
    return 5;
  if (snprintf(b, 4, "%s", "abcdef") != 6 || strcmp(b, "abc")) /* 7.21.6.5p3 */
    return 6;
  if (snprintf(0, 0, "%d", 123456) != 6)
    return 7;
  if (sprintf(b, "%lld %llu %hd", -1234567890123LL, 18446744073709551615ull, 70000) != 40 ||
      strcmp(b, "-1234567890123 18446744073709551615 4464"))
    return 8;
  if (text(b, sizeof b, "%s=%d", "x", 5) != 3 || strcmp(b, "x=5"))
    return 9;
  snprintf(b, sizeof b, "%f %f %F", 1.0 / 0.0, -1.0 / 0.0, 0.0 / 0.0);
  if (strcmp(b, "inf -inf NAN") && strcmp(b, "inf -inf -NAN"))
    return 10;
  return 0;
}
