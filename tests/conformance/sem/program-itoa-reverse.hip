// A c-testsuite style program: integer to decimal string (with INT_MIN)
// into a buffer, string reversal in place, and parsing back (C17 6.5
// arithmetic on char, 6.5.2.1 arrays).
#include <limits.h>
static void reverse(char *s, int n) {
  for (int i = 0, j = n - 1; i < j; i++, j--) { char t = s[i]; s[i] = s[j]; s[j] = t; }
}
static int itoa10(int v, char *out) {
  unsigned u = v < 0 ? 0u - (unsigned)v : (unsigned)v;
  int n = 0;
  do { out[n++] = (char)('0' + u % 10); u /= 10; } while (u);
  if (v < 0) out[n++] = '-';
  out[n] = 0;
  reverse(out, n);
  return n;
}
static long atol10(const char *s) {
  int neg = *s == '-';
  long r = 0;
  for (s += neg; *s >= '0' && *s <= '9'; s++) r = r * 10 + (*s - '0');
  return neg ? -r : r;
}
static int streq(const char *a, const char *b) { while (*a && *a == *b) a++, b++; return *a == *b; }
__device__ int test(void) {
  char buf[16];
  if (itoa10(0, buf) != 1 || !streq(buf, "0")) return 1;
  if (itoa10(-45, buf) != 3 || !streq(buf, "-45")) return 2;
  if (itoa10(INT_MIN, buf) != 11 || !streq(buf, "-2147483648")) return 3;
  if (atol10(buf) != INT_MIN) return 4;
  if (itoa10(INT_MAX, buf) != 10 || atol10(buf) != INT_MAX) return 5;
  return 0;
}
