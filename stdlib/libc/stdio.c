/* libc/stdio.c - the device library's formatted output into a buffer
 * (C17 7.21.6: snprintf, sprintf, vsnprintf, vsprintf) and puts and
 * putchar on top of device printf.  Compiled by hipc into a program that
 * calls one of these (sema/library.def).
 *
 * Every conversion of 7.21.6.1 with its flags, width, precision and
 * length modifiers; the text is glibc's where C leaves it open ("(nil)"
 * for a null %p, "(null)" for a null %s, "-nan").  Floating values are
 * converted exactly: the double m 2^e is the integer m 5^-e (or m 2^e) in
 * base 10^9, whose decimal digits are rounded once, to nearest with ties
 * to even, as glibc does in the default rounding mode. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

typedef unsigned long long __u64;
typedef unsigned int __u32;

/* ---- the output --------------------------------------------------------------- */

/* What has been written: `len` counts every character, those past the
 * buffer's room too (7.21.6.5p3: snprintf returns that count). */
typedef struct {
  char *buf;
  size_t cap; /* room for cap - 1 characters and the null */
  size_t len;
} __hipc_out;

static void put(__hipc_out *o, char c) {
  if (o->len + 1 < o->cap)
    o->buf[o->len] = c;
  o->len++;
}

static void put_n(__hipc_out *o, char c, int n) {
  for (; n > 0; n--)
    put(o, c);
}

static void put_s(__hipc_out *o, const char *s, int n) {
  for (int i = 0; i < n; i++)
    put(o, s[i]);
}

/* One conversion's flags, width and precision (7.21.6.1p4-6). */
typedef struct {
  int minus, plus, space, hash, zero;
  int width;
  int prec; /* -1: none given */
  char conv;
} __hipc_spec;

/* Spaces before a field of `n` characters, unless it is left-justified. */
static void pad_left(__hipc_out *o, const __hipc_spec *f, int n) {
  if (!f->minus && !f->zero)
    put_n(o, ' ', f->width - n);
}

static void pad_right(__hipc_out *o, const __hipc_spec *f, int n) {
  if (f->minus)
    put_n(o, ' ', f->width - n);
}

/* A field made of a prefix (sign, 0x), zeros and a body: the 0 flag puts
 * its padding between prefix and body. */
static void field(__hipc_out *o, const __hipc_spec *f, const char *pre, int npre,
                  int zeros, const char *body, int nbody) {
  int n = npre + zeros + nbody;
  pad_left(o, f, n);
  put_s(o, pre, npre);
  if (f->zero && !f->minus)
    put_n(o, '0', f->width - n);
  put_n(o, '0', zeros);
  put_s(o, body, nbody);
  pad_right(o, f, n);
}

/* ---- integers (7.21.6.1p8 d i o u x X c s p) ------------------------------------ */

__attribute__((noinline)) static void fmt_int(__hipc_out *o, __hipc_spec *f, __u64 v, int negative) {
  char digits[24];
  int n = 0, base = 10;
  const char *xd = f->conv == 'X' ? "0123456789ABCDEF" : "0123456789abcdef";
  if (f->conv == 'o')
    base = 8;
  else if (f->conv == 'x' || f->conv == 'X' || f->conv == 'p')
    base = 16;
  for (__u64 w = v; w; w /= (__u64)base)
    digits[sizeof digits - 1 - n++] = xd[w % (__u64)base];
  char pre[3];
  int npre = 0;
  if (negative)
    pre[npre++] = '-';
  else if (f->plus && (f->conv == 'd' || f->conv == 'i'))
    pre[npre++] = '+';
  else if (f->space && (f->conv == 'd' || f->conv == 'i'))
    pre[npre++] = ' ';
  if ((f->hash && v && (base == 16)) || f->conv == 'p') {
    pre[npre++] = '0';
    pre[npre++] = f->conv == 'X' ? 'X' : 'x';
  }
  int zeros = 0;
  if (f->prec >= 0) {
    f->zero = 0; /* p8: a precision makes the 0 flag be ignored */
    if (f->prec > n)
      zeros = f->prec - n;
  } else if (n == 0) {
    zeros = 1; /* 0 is "0" but with a precision of 0 */
  }
  /* #o: the precision grows so that the first digit is a zero */
  if (f->hash && base == 8 && zeros == 0 && (n == 0 || digits[sizeof digits - n] != '0'))
    zeros = 1;
  field(o, f, pre, npre, zeros, digits + sizeof digits - n, n);
}

/* ---- floating values (7.21.6.1p8 f F e E g G a A) ---------------------------------- */

enum { LIMBS = 90, DIGITS = 800 };

/* x's decimal digits: d[0..*n) with no leading zero, x = 0.d * 10^*pt;
 * no digits for zero.  x = m 2^e exactly, m < 2^53: N = m 5^-e (or m 2^e)
 * in base 10^9, so x = N 10^e for e < 0. */
__attribute__((noinline)) static void decimal_digits(double x, char *d, int *n, int *pt) {
  union {
    double f;
    __u64 u;
  } b = {x};
  int be = (int)(b.u >> 52 & 0x7ff);
  __u64 m = b.u & 0xfffffffffffffull;
  int e;
  if (be) {
    m |= 1ull << 52;
    e = be - 1075;
  } else {
    e = -1074;
  }
  *n = 0;
  *pt = 1;
  if (!m)
    return;
  __u32 limb[LIMBS];
  int nl = 0;
  for (__u64 w = m; w; w /= 1000000000u)
    limb[nl++] = (__u32)(w % 1000000000u);
  int k = e < 0 ? -e : 0; /* x = N / 10^k */
  for (int left = e < 0 ? -e : e; left > 0;) {
    __u32 mul;
    int step;
    if (e < 0) { /* 5^13 and 10^9 fit a 64-bit product */
      step = left < 13 ? left : 13;
      mul = 1;
      for (int i = 0; i < step; i++)
        mul *= 5;
    } else {
      step = left < 29 ? left : 29;
      mul = 1u << step;
    }
    left -= step;
    __u64 carry = 0;
    for (int i = 0; i < nl; i++) {
      __u64 t = (__u64)limb[i] * mul + carry;
      limb[i] = (__u32)(t % 1000000000u);
      carry = t / 1000000000u;
    }
    while (carry) {
      limb[nl++] = (__u32)(carry % 1000000000u);
      carry /= 1000000000u;
    }
  }
  /* the digits, the top limb without its leading zeros */
  char top[10];
  int nt = 0;
  for (__u32 w = limb[nl - 1]; w; w /= 10)
    top[nt++] = (char)('0' + w % 10);
  while (nt)
    d[(*n)++] = top[--nt];
  for (int i = nl - 2; i >= 0; i--)
    for (__u32 w = limb[i], p = 100000000u; p; p /= 10) {
      d[(*n)++] = (char)('0' + w / p);
      w %= p;
    }
  *pt = *n - k;
  while (*n && d[*n - 1] == '0')
    (*n)--;
}

/* Keeps the first `keep` digits, rounded to nearest, ties to even; a
 * carry out of the first digit moves the point.  Returns the count. */
static int round_digits(char *d, int n, int keep, int *pt) {
  if (keep >= n)
    return n;
  if (keep < 0)
    return 0;
  int up = d[keep] > '5';
  if (d[keep] == '5') {
    for (int i = keep + 1; i < n && !up; i++)
      up = d[i] != '0';
    if (!up) /* a tie: to the even neighbour (0 before the first digit) */
      up = keep > 0 && (d[keep - 1] - '0') % 2;
  }
  n = keep;
  if (up) {
    int i = n - 1;
    for (; i >= 0 && d[i] == '9'; i--)
      d[i] = '0';
    if (i >= 0) {
      d[i]++;
    } else { /* 99.9 became 100: one digit, one place further */
      d[0] = '1';
      n = 1;
      (*pt)++;
    }
  }
  while (n && d[n - 1] == '0')
    n--;
  return n;
}

static char digit_at(const char *d, int n, int i) {
  return i >= 0 && i < n ? d[i] : '0';
}

/* e+05 (at least two digits, p8's %e) or p+5 (at least one: %a) */
static void fmt_exponent(char *s, int *len, int x, char letter, int min) {
  s[(*len)++] = letter;
  s[(*len)++] = x < 0 ? '-' : '+';
  if (x < 0)
    x = -x;
  char t[6];
  int nt = 0;
  do
    t[nt++] = (char)('0' + x % 10);
  while ((x /= 10) || nt < min);
  while (nt)
    s[(*len)++] = t[--nt];
}

/* %a: the hexadecimal digits of the significand, 1.xxx (0.xxx when
 * subnormal, as glibc prints them), rounded to `prec` digits (ties to
 * even); no precision: as many as it takes. */
__attribute__((noinline)) static void fmt_hex_float(__hipc_out *o, __hipc_spec *f, double x, const char *sign,
                          int nsign) {
  union {
    double f;
    __u64 u;
  } b = {x};
  int be = (int)(b.u >> 52 & 0x7ff);
  __u64 m = b.u & 0xfffffffffffffull;
  int lead = be != 0, x2 = be ? be - 1023 : (m ? -1022 : 0);
  int prec = f->prec;
  if (prec >= 0 && prec < 13) {
    int drop = 4 * (13 - prec);
    __u64 rest = m & ((1ull << drop) - 1), half = 1ull << (drop - 1);
    m >>= drop;
    /* a tie goes to the even last digit: the leading one for %.0a */
    if (rest > half || (rest == half && ((prec ? m : (__u64)lead) & 1)))
      m++;
    if (m >> (4 * prec)) { /* 1.f rounded up to 2.0 */
      m &= (1ull << (4 * prec)) - 1;
      lead++;
    }
    m <<= drop;
  }
  const char *xd = f->conv == 'A' ? "0123456789ABCDEF" : "0123456789abcdef";
  char body[40];
  int nb = 0;
  body[nb++] = (char)('0' + lead);
  int ndig = 13;
  if (prec < 0)
    while (ndig && !((m >> (4 * (13 - ndig))) & 0xf))
      ndig--;
  else
    ndig = prec < 13 ? prec : 13;
  if (ndig || f->hash || prec > 0)
    body[nb++] = '.';
  for (int i = 0; i < ndig; i++)
    body[nb++] = xd[(m >> (4 * (12 - i))) & 0xf];
  int zeros = prec > 13 ? prec - 13 : 0;
  char tail[8];
  int nt = 0;
  fmt_exponent(tail, &nt, x2, f->conv == 'A' ? 'P' : 'p', 1);
  char pre[3] = {sign[0], '0', f->conv == 'A' ? 'X' : 'x'};
  int npre = 2 + nsign;
  const char *p = nsign ? pre : pre + 1;
  int n = npre + nb + zeros + nt;
  pad_left(o, f, n);
  put_s(o, p, npre);
  if (f->zero && !f->minus)
    put_n(o, '0', f->width - n);
  put_s(o, body, nb);
  put_n(o, '0', zeros);
  put_s(o, tail, nt);
  pad_right(o, f, n);
}

__attribute__((noinline)) static void fmt_float(__hipc_out *o, __hipc_spec *f, double x) {
  union {
    double f;
    __u64 u;
  } b = {x};
  int upper = f->conv == 'F' || f->conv == 'E' || f->conv == 'G' || f->conv == 'A';
  char sign[1] = {0};
  int nsign = 0;
  if (b.u >> 63)
    sign[nsign++] = '-';
  else if (f->plus)
    sign[nsign++] = '+';
  else if (f->space)
    sign[nsign++] = ' ';
  if (((b.u >> 52) & 0x7ff) == 0x7ff) { /* p8: inf, nan; 0 pads with spaces */
    const char *s = (b.u & 0xfffffffffffffull) ? (upper ? "NAN" : "nan")
                                                : (upper ? "INF" : "inf");
    f->zero = 0;
    field(o, f, sign, nsign, 0, s, 3);
    return;
  }
  b.u &= ~(1ull << 63);
  if (f->conv == 'a' || f->conv == 'A') {
    fmt_hex_float(o, f, b.f, sign, nsign);
    return;
  }
  char d[DIGITS];
  int n, pt;
  decimal_digits(b.f, d, &n, &pt);
  int prec = f->prec < 0 ? 6 : f->prec;
  char c = f->conv | 0x20; /* f, e or g */
  int strip = 0;
  if (c == 'g') {
    /* p8: %e's exponent X for precision P decides: %f when P > X >= -4 */
    int p = prec ? prec : 1;
    n = round_digits(d, n, p, &pt);
    int x10 = n ? pt - 1 : 0;
    if (p > x10 && x10 >= -4) {
      c = 'f';
      prec = p - 1 - x10;
    } else {
      c = 'e';
      prec = p - 1;
    }
    strip = !f->hash;
  }
  int x10 = 0;
  if (c == 'f') {
    n = round_digits(d, n, pt + prec, &pt);
    if (!n)
      pt = 1;
  } else {
    n = round_digits(d, n, prec + 1, &pt);
    x10 = n ? pt - 1 : 0;
  }
  /* the fraction's digits, less the zeros %g strips */
  int frac = prec;
  if (strip)
    while (frac > 0 && digit_at(d, n, (c == 'f' ? pt : 1) + frac - 1) == '0')
      frac--;
  int dot = frac > 0 || f->hash;
  int whole = c == 'f' && pt > 0 ? pt : 1;
  char tail[8];
  int nt = 0;
  if (c == 'e')
    fmt_exponent(tail, &nt, x10, upper ? 'E' : 'e', 2);
  int len = nsign + whole + dot + frac + nt;
  pad_left(o, f, len);
  put_s(o, sign, nsign);
  if (f->zero && !f->minus)
    put_n(o, '0', f->width - len);
  if (c == 'f') {
    for (int i = 0; i < whole; i++)
      put(o, pt > 0 ? digit_at(d, n, i) : '0');
  } else {
    put(o, digit_at(d, n, 0));
  }
  if (dot)
    put(o, '.');
  for (int i = 0; i < frac; i++)
    put(o, digit_at(d, n, (c == 'f' ? pt : 1) + i));
  put_s(o, tail, nt);
  pad_right(o, f, len);
}

/* ---- the format (7.21.6.1) ---------------------------------------------------------- */

__attribute__((noinline)) static void format(__hipc_out *o, const char *fmt, va_list ap) {
  for (const char *p = fmt; *p; p++) {
    if (*p != '%') {
      put(o, *p);
      continue;
    }
    __hipc_spec f = {0, 0, 0, 0, 0, 0, -1, 0};
    for (;; p++) {
      char c = p[1];
      if (c == '-')
        f.minus = 1;
      else if (c == '+')
        f.plus = 1;
      else if (c == ' ')
        f.space = 1;
      else if (c == '#')
        f.hash = 1;
      else if (c == '0')
        f.zero = 1;
      else
        break;
    }
    p++;
    if (*p == '*') { /* p5: a negative width is the - flag and a width */
      f.width = va_arg(ap, int);
      if (f.width < 0) {
        f.minus = 1;
        f.width = -f.width;
      }
      p++;
    } else {
      for (; *p >= '0' && *p <= '9'; p++)
        f.width = f.width * 10 + (*p - '0');
    }
    if (*p == '.') {
      p++;
      f.prec = 0;
      if (*p == '*') { /* a negative precision is none */
        f.prec = va_arg(ap, int);
        if (f.prec < 0)
          f.prec = -1;
        p++;
      } else {
        for (; *p >= '0' && *p <= '9'; p++)
          f.prec = f.prec * 10 + (*p - '0');
      }
    }
    /* length: hh h l ll j z t L, as the number of longs and shorts */
    int len = 0; /* -2 hh, -1 h, 1 l (j z t), 2 ll */
    if (*p == 'h') {
      len = p[1] == 'h' ? -2 : -1;
      p += len == -2 ? 2 : 1;
    } else if (*p == 'l') {
      len = p[1] == 'l' ? 2 : 1;
      p += len;
    } else if (*p == 'j' || *p == 'z' || *p == 't') {
      len = 1;
      p++;
    } else if (*p == 'L') {
      p++; /* long double is double on every hipc target */
    }
    f.conv = *p;
    switch (*p) {
    case 'd':
    case 'i': {
      long long v = len == 2 ? va_arg(ap, long long) : len == 1 ? va_arg(ap, long)
                                                                : va_arg(ap, int);
      if (len == -1)
        v = (short)v;
      else if (len == -2)
        v = (signed char)v;
      fmt_int(o, &f, v < 0 ? 0ull - (__u64)v : (__u64)v, v < 0);
      break;
    }
    case 'u':
    case 'o':
    case 'x':
    case 'X': {
      __u64 v = len == 2 ? va_arg(ap, unsigned long long)
              : len == 1 ? va_arg(ap, unsigned long) : va_arg(ap, unsigned int);
      if (len == -1)
        v = (unsigned short)v;
      else if (len == -2)
        v = (unsigned char)v;
      fmt_int(o, &f, v, 0);
      break;
    }
    case 'c': {
      char c = (char)va_arg(ap, int);
      f.zero = 0;
      field(o, &f, "", 0, 0, &c, 1);
      break;
    }
    case 's': {
      const char *s = va_arg(ap, const char *);
      if (!s) /* glibc: "(null)", or nothing if the precision cuts it */
        s = f.prec >= 0 && f.prec < 6 ? "" : "(null)";
      int n = 0;
      while ((f.prec < 0 || n < f.prec) && s[n])
        n++;
      f.zero = 0;
      field(o, &f, "", 0, 0, s, n);
      break;
    }
    case 'p': {
      void *v = va_arg(ap, void *);
      f.zero = 0;
      if (!v)
        field(o, &f, "", 0, 0, "(nil)", 5);
      else
        fmt_int(o, &f, (__u64)v, 0);
      break;
    }
    case 'n': { /* p8: the count so far, stored; nothing written */
      void *v = va_arg(ap, void *);
      if (len == 2)
        *(long long *)v = (long long)o->len;
      else if (len == 1)
        *(long *)v = (long)o->len;
      else if (len == -1)
        *(short *)v = (short)o->len;
      else if (len == -2)
        *(signed char *)v = (signed char)o->len;
      else
        *(int *)v = (int)o->len;
      break;
    }
    case 'f': case 'F': case 'e': case 'E': case 'g': case 'G': case 'a': case 'A':
      fmt_float(o, &f, va_arg(ap, double));
      break;
    case '%':
      put(o, '%');
      break;
    case 0: /* a lone % at the end: undefined; nothing more */
      return;
    default: /* undefined (p9): the text as it is, as glibc does */
      put(o, '%');
      put(o, *p);
      break;
    }
  }
}

/* ---- the functions ---------------------------------------------------------------- */

int vsnprintf(char *restrict s, size_t n, const char *restrict fmt, va_list ap) {
  __hipc_out o = {s, n, 0};
  format(&o, fmt, ap);
  if (n)
    s[o.len < n ? o.len : n - 1] = 0;
  return o.len > 0x7fffffff ? -1 : (int)o.len;
}

int vsprintf(char *restrict s, const char *restrict fmt, va_list ap) {
  return vsnprintf(s, (size_t)-1, fmt, ap);
}

int snprintf(char *restrict s, size_t n, const char *restrict fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vsnprintf(s, n, fmt, ap);
  va_end(ap);
  return r;
}

int sprintf(char *restrict s, const char *restrict fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vsnprintf(s, (size_t)-1, fmt, ap);
  va_end(ap);
  return r;
}

/* 7.21.7.9, 7.21.7.8: through device printf, one call each */
int puts(const char *s) { return printf("%s\n", s) < 0 ? -1 : 1; }

int putchar(int c) { return printf("%c", c) < 0 ? -1 : (unsigned char)c; }
