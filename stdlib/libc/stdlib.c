/* libc/stdlib.c - the device library's <stdlib.h> (C17 7.22.1.2,
 * 7.22.1.4, 7.22.6.1) in plain C: compiled by hipc into a program that
 * calls one of these (sema/library.def).  Device code has no errno: an
 * out-of-range conversion gives the limit the standard names and no more. */
#include <limits.h>
#include <stdlib.h>

/* 7.22.6.1: |x|; for the most negative value the result is undefined
 * there (the negation wraps here, as clang's builtin does). */
int abs(int x) { return x < 0 ? (int)(0u - (unsigned)x) : x; }
long labs(long x) { return x < 0 ? (long)(0ul - (unsigned long)x) : x; }
long long llabs(long long x) { return x < 0 ? (long long)(0ull - (unsigned long long)x) : x; }

static int is_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

static int digit_value(char c) {
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'z')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'Z')
    return c - 'A' + 10;
  return 99;
}

/* 7.22.1.4: white space, a sign, 0x for base 16 (or, with base 0, 0x
 * hexadecimal and 0 octal), then digits: their magnitude, at most `pos`
 * (`neg` after a minus sign), with *over set when it was more; *end after
 * the last digit, or at s when there was none. */
static unsigned long long to_integer(const char *s, char **end, int base, int *negative,
                                     unsigned long long pos, unsigned long long neg,
                                     int *over) {
  const char *p = s;
  *negative = 0;
  *over = 0;
  while (is_space(*p))
    p++;
  if (*p == '+' || *p == '-')
    *negative = *p++ == '-';
  if ((base == 0 || base == 16) && p[0] == '0' && (p[1] | 0x20) == 'x' &&
      digit_value(p[2]) < 16) {
    p += 2;
    base = 16;
  } else if (base == 0) {
    base = p[0] == '0' ? 8 : 10;
  }
  unsigned long long v = 0, limit = *negative ? neg : pos;
  const char *first = p;
  if (base >= 2 && base <= 36) {
    for (; digit_value(*p) < base; p++) {
      unsigned d = (unsigned)digit_value(*p);
      if (v > (limit - d) / (unsigned)base)
        *over = 1;
      else
        v = v * (unsigned)base + d;
    }
  }
  if (end)
    *end = (char *)(p == first ? s : p);
  return v;
}

long strtol(const char *restrict s, char **restrict end, int base) {
  int neg, over;
  unsigned long v = to_integer(s, end, base, &neg, LONG_MAX, (unsigned long)LONG_MAX + 1, &over);
  if (over)
    return neg ? LONG_MIN : LONG_MAX;
  return neg ? (long)(0ul - v) : (long)v;
}

long long strtoll(const char *restrict s, char **restrict end, int base) {
  int neg, over;
  unsigned long long v =
      to_integer(s, end, base, &neg, LLONG_MAX, (unsigned long long)LLONG_MAX + 1, &over);
  if (over)
    return neg ? LLONG_MIN : LLONG_MAX;
  return neg ? (long long)(0ull - v) : (long long)v;
}

/* p5: a minus sign negates the value in the unsigned type */
unsigned long strtoul(const char *restrict s, char **restrict end, int base) {
  int neg, over;
  unsigned long v = to_integer(s, end, base, &neg, ULONG_MAX, ULONG_MAX, &over);
  return over ? ULONG_MAX : neg ? 0ul - v : v;
}

unsigned long long strtoull(const char *restrict s, char **restrict end, int base) {
  int neg, over;
  unsigned long long v = to_integer(s, end, base, &neg, ULLONG_MAX, ULLONG_MAX, &over);
  return over ? ULLONG_MAX : neg ? 0ull - v : v;
}

/* 7.22.1.2: strtol's conversion, undefined where it overflows */
int atoi(const char *s) { return (int)strtol(s, NULL, 10); }
long atol(const char *s) { return strtol(s, NULL, 10); }
long long atoll(const char *s) { return strtoll(s, NULL, 10); }
