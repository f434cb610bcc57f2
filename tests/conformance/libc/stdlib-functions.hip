// <stdlib.h> (C17 7.22): strtol and friends on the subject sequence
// 7.22.1.4 describes (white space, sign, 0x, base 0's octal, an empty one,
// overflow to the limits), atoi, abs; malloc and free on the host.
#include <limits.h>
#include <stdlib.h>

__device__ int test(void) {
  char *end;
  const char *s = "  -123abc";
  if (strtol(s, &end, 10) != -123 || end != s + 6)
    return 1;
  if (strtol("0x1A", 0, 0) != 26 || strtol("017", 0, 0) != 15 || strtol("0x", &end, 16) != 0)
    return 2;
  s = "   +";
  if (strtol(s, &end, 10) != 0 || end != s) /* no digits: end is the string */
    return 3;
  if (strtol("zz", 0, 36) != 35 * 36 + 35 || strtol("101", 0, 2) != 5)
    return 4;
  if (strtol("99999999999999999999", 0, 10) != LONG_MAX ||
      strtol("-99999999999999999999", 0, 10) != LONG_MIN)
    return 5;
  if (strtoul("-1", 0, 10) != ULONG_MAX || strtoull("18446744073709551615", 0, 10) != ULLONG_MAX)
    return 6;
  if (strtoll("-9223372036854775808", 0, 10) != LLONG_MIN)
    return 7;
  if (atoi("42") != 42 || atol(" -7") != -7 || atoll("123456789012") != 123456789012LL)
    return 8;
  if (abs(-5) != 5 || labs(-6L) != 6 || llabs(-7LL) != 7 || abs(5) != 5)
    return 9;
  div_t d = div(-7, 2);
  if (d.quot != -3 || d.rem != -1)
    return 10;
  int *p = (int *)malloc(100 * sizeof(int));
  if (!p)
    return 11;
  for (int i = 0; i < 100; i++)
    p[i] = i * i;
  int sum = 0;
  for (int i = 0; i < 100; i++)
    sum += p[i];
  free(p);
  free(NULL);
  if (sum != 328350)
    return 12;
  return 0;
}
