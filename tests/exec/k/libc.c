/* libc.c - k/libc.hip: the device C library's results against the host's
 * C library.  snprintf: every conversion with combinations of flags,
 * widths and precisions over values chosen for their edges (zeros of both
 * signs, ties, subnormals, the largest double, infinities, NaNs, the
 * integer limits) and random doubles, text and return value equal to the
 * host's.  The string functions, strtol and friends on inputs with their
 * edge cases; malloc and free in every thread. */
#define _POSIX_C_SOURCE 200809L /* strnlen */
/* The formats are built at run time; gcc's -Wformat-truncation, an error
 * under the sanitizer build's flags, cannot see that they are never NULL. */
#pragma GCC diagnostic ignored "-Wformat-truncation"
#include "../../lib/check.h"

#include <float.h>
#include <limits.h>

enum { LINE = 96 };
enum { ARG_INT, ARG_LLONG, ARG_DOUBLE, ARG_STRING, ARG_PTR };

/* ---- formats ------------------------------------------------------------ */

static char fmt_text[1 << 17];
static int fmt_at[4096], fmt_kind[4096], nfmt, text_len;

static void add_format(int kind, const char *flags, const char *width, const char *prec,
                       const char *length, char conv) {
  fmt_at[nfmt] = text_len;
  fmt_kind[nfmt++] = kind;
  text_len += snprintf(fmt_text + text_len, sizeof fmt_text - (size_t)text_len,
                       "<%%%s%s%s%s%c>", flags, width, prec, length, conv) + 1;
}

static const char *const flag_sets[] = {"", "-", "+", " ", "#", "0", "+0", "-#", " #0", "-+"};
enum { NFLAGS = sizeof flag_sets / sizeof *flag_sets };

/* C17 7.21.6.1p8: %g in style e is %e with precision P - 1.  glibc's %#g
 * drops those digits when rounding moved the value to the next power of
 * ten (%#.3g of 999.5 is "1.e+03", not "1.00e+03"): for %#g in style e,
 * what is expected is the %#e the standard says it is. */
static int expect_double(char *want, const char *fmt, double v) {
  int r = snprintf(want, LINE, fmt, v);
  const char *pct = strchr(fmt, '%');
  size_t n = strlen(fmt);
  char conv = fmt[n - 2];
  if ((conv != 'g' && conv != 'G') || !strchr(pct, '#') || !isfinite(v) ||
      !strchr(want, conv == 'g' ? 'e' : 'E'))
    return r;
  char efmt[32];
  const char *dot = strchr(pct, '.');
  int p = dot ? atoi(dot + 1) : 6;
  size_t head = (size_t)((dot ? dot : fmt + n - 2) - fmt);
  snprintf(efmt, sizeof efmt, "%.*s.%d%c>", (int)head, fmt, p ? p - 1 : 0,
           conv == 'g' ? 'e' : 'E');
  return snprintf(want, LINE, efmt, v);
}

/* Thread (f, v) of the kernel: format f of the `kind`s, value v. */
static const char *run_formats(int kind, int nvals, const double *dv, const long long *iv,
                               const char *const *sv, char *const *dsv) {
  int n = nfmt * nvals;
  static char out[4096 * 64 * LINE];
  static int ret[4096 * 64];
  KERNEL(f, "format");
  DEVICE(char *, dout, NULL, (size_t)n * LINE);
  DEVICE(int *, dret, NULL, (size_t)n * sizeof(int));
  DEVICE(char *, dfmts, fmt_text, (size_t)text_len);
  DEVICE(int *, dat, fmt_at, (size_t)nfmt * sizeof(int));
  DEVICE(int *, dkinds, fmt_kind, (size_t)nfmt * sizeof(int));
  DEVICE(double *, ddv, dv, (size_t)nvals * sizeof(double));
  DEVICE(long long *, div_, iv, (size_t)nvals * sizeof(long long));
  DEVICE(char **, dsv_, dsv, (size_t)nvals * sizeof(char *));
  LAUNCH(f, (n + 127) / 128, 1, 1, 128, 1, 1, 0, &dout, &dret, &dfmts, &dat, &dkinds, &nfmt,
         &ddv, &div_, &dsv_, &nvals);
  TO_HOST(out, dout, (size_t)n * LINE);
  TO_HOST(ret, dret, (size_t)n * sizeof(int));
  for (int t = 0; t < n; t++) {
    int fi = t / nvals, v = t % nvals;
    const char *fmt = fmt_text + fmt_at[fi];
    char want[LINE];
    int r = 0;
    switch (kind) {
    case ARG_INT: r = snprintf(want, LINE, fmt, (int)iv[v]); break;
    case ARG_LLONG: r = snprintf(want, LINE, fmt, iv[v]); break;
    case ARG_DOUBLE: r = expect_double(want, fmt, dv[v]); break;
    case ARG_STRING: r = snprintf(want, LINE, fmt, sv[v]); break;
    case ARG_PTR: r = snprintf(want, LINE, fmt, (void *)(intptr_t)iv[v]); break;
    }
    const char *got = out + (size_t)t * LINE;
    int len = r < LINE ? r : LINE - 1;
    if (kind == ARG_DOUBLE)
      EXPECT(ret[t] == r && !memcmp(got, want, (size_t)len + 1),
             "snprintf(\"%s\", %a): \"%.*s\" (%d), not \"%s\" (%d)", fmt, dv[v], len, got,
             ret[t], want, r);
    else
      EXPECT(ret[t] == r && !memcmp(got, want, (size_t)len + 1),
             "snprintf(\"%s\", #%d): \"%.*s\" (%d), not \"%s\" (%d)", fmt, v, len, got, ret[t],
             want, r);
  }
  return NULL;
}

static const char *test_format_double(void) {
  static const char *const precs[] = {"", ".0", ".1", ".3", ".10", ".17"};
  static const char *const widths[] = {"", "1", "14"};
  static const char convs[] = "feEgGaAF";
  nfmt = text_len = 0;
  for (int c = 0; convs[c]; c++)
    for (int fl = 0; fl < NFLAGS; fl++)
      for (int w = 0; w < 3; w++)
        for (int p = 0; p < 6; p++)
          add_format(ARG_DOUBLE, flag_sets[fl], widths[w], precs[p], "", convs[c]);
  double dv[80];
  static const double edges[] = {0.0, -0.0, 1.0, -1.5, 0.5, 2.5, 3.5, 1e-5, 0.0001, 123456.789,
                                 1e21, 1e-300, 4.9e-324, 2.2250738585072014e-308, DBL_MAX,
                                 INFINITY, -INFINITY, NAN, -NAN, 0.1, 9.9999999, 999.5, 1.005,
                                 0x1.fffffffffffffp-1023, 100000.0, 1e15, 0.000123456, 5e-5,
                                 0.95, 0x1.8p+1, 1e100, 7e-10, 0.125, 0.375, 2.675,
                                 1e23, 5e-324 * 7};
  int nv = 0;
  for (size_t i = 0; i < sizeof edges / sizeof *edges; i++)
    dv[nv++] = edges[i];
  while (nv < 40) { /* random finite doubles over the whole range */
    uint64_t bits = rng64();
    double d;
    memcpy(&d, &bits, sizeof d);
    if (isfinite(d))
      dv[nv++] = d;
  }
  for (int i = 0; i < 8; i++) /* and random ones of ordinary size */
    dv[nv++] = frand(-1000, 1000) * (i < 4 ? 1 : 1e-3);
  return run_formats(ARG_DOUBLE, nv, dv, NULL, NULL, NULL);
}

/* Many random doubles, of every magnitude and of ordinary ones, through
 * the conversions that print all their digits or round them. */
static const char *test_format_random(void) {
  static const char *const fmts[] = {"%.17g", "%a", "%.25e", "%.0f", "%.3f", "%g", "%.40f",
                                     "%#.0e", "%.13a", "%.3a"};
  nfmt = text_len = 0;
  for (size_t i = 0; i < sizeof fmts / sizeof *fmts; i++) {
    fmt_at[nfmt] = text_len;
    fmt_kind[nfmt++] = ARG_DOUBLE;
    text_len += sprintf(fmt_text + text_len, "%s", fmts[i]) + 1;
  }
  enum { NV = 2000 };
  static double dv[NV];
  for (int i = 0; i < NV; i++) {
    if (i % 2) {
      dv[i] = frand(-1e6f, 1e6f) / (float)(1 + i % 7);
      continue;
    }
    uint64_t bits = rng64();
    memcpy(&dv[i], &bits, sizeof(double));
    if (!isfinite(dv[i]))
      dv[i] = 1.0 / (i + 1);
  }
  return run_formats(ARG_DOUBLE, NV, dv, NULL, NULL, NULL);
}

static const char *test_format_int(void) {
  static const char *const precs[] = {"", ".0", ".1", ".5"};
  static const char *const widths[] = {"", "1", "8"};
  static const char convs[] = "diuoxXc";
  nfmt = text_len = 0;
  for (int c = 0; convs[c]; c++)
    for (int fl = 0; fl < NFLAGS; fl++)
      for (int w = 0; w < 3; w++)
        for (int p = 0; p < 4; p++)
          add_format(ARG_INT, flag_sets[fl], widths[w], precs[p], "", convs[c]);
  static const char *const lengths[] = {"hh", "h"};
  for (int l = 0; l < 2; l++)
    for (int c = 0; c < 6; c++)
      add_format(ARG_INT, "", "", "", lengths[l], convs[c]);
  static const long long iv[] = {0, 1, -1, 42, -42, INT_MAX, INT_MIN, 255, 1000000, 65, 300,
                                 70000, -129};
  return run_formats(ARG_INT, sizeof iv / sizeof *iv, NULL, iv, NULL, NULL);
}

static const char *test_format_llong(void) {
  static const char convs[] = "diuoxX";
  nfmt = text_len = 0;
  for (int c = 0; convs[c]; c++)
    for (int fl = 0; fl < NFLAGS; fl++) {
      add_format(ARG_LLONG, flag_sets[fl], "", "", "ll", convs[c]);
      add_format(ARG_LLONG, flag_sets[fl], "24", ".20", "l", convs[c]);
      add_format(ARG_LLONG, flag_sets[fl], "", "", "j", convs[c]);
    }
  static const long long iv[] = {0, -1, LLONG_MAX, LLONG_MIN, 1234567890123LL, -98765432109LL,
                                 1LL << 40};
  return run_formats(ARG_LLONG, sizeof iv / sizeof *iv, NULL, iv, NULL, NULL);
}

static const char *test_format_string(void) {
  static const char *const precs[] = {"", ".0", ".3", ".7"};
  static const char *const widths[] = {"", "4", "13"};
  nfmt = text_len = 0;
  for (int fl = 0; fl < 2; fl++)
    for (int w = 0; w < 3; w++)
      for (int p = 0; p < 4; p++)
        add_format(ARG_STRING, flag_sets[fl], widths[w], precs[p], "", 's');
  static const long long pv[] = {0, 0x1000, 0x7fff12345678LL};
  for (int w = 0; w < 3; w++)
    for (int fl = 0; fl < 2; fl++)
      add_format(ARG_PTR, flag_sets[fl], widths[w], "", "", 'p');
  int nstr = nfmt - 6;
  /* the strings live in device memory: the kernel reads them there */
  static const char *const sv[] = {"", "a", "hello", "hello, world!", NULL};
  enum { NS = sizeof sv / sizeof *sv };
  char *dsv[NS];
  for (int i = 0; i < NS; i++) {
    dsv[i] = NULL;
    if (sv[i]) {
      DEVICE(char *, d, sv[i], strlen(sv[i]) + 1);
      dsv[i] = d;
    }
  }
  int all = nfmt;
  nfmt = nstr;
  const char *w = run_formats(ARG_STRING, NS, NULL, NULL, sv, dsv);
  if (w)
    return w;
  /* the pointer formats, on their own */
  memmove(fmt_at, fmt_at + nstr, (size_t)(all - nstr) * sizeof *fmt_at);
  memmove(fmt_kind, fmt_kind + nstr, (size_t)(all - nstr) * sizeof *fmt_kind);
  nfmt = all - nstr;
  return run_formats(ARG_PTR, 3, NULL, pv, NULL, NULL);
}

static const char *test_format_mixed(void) {
  char out[6 * LINE];
  int ret[LINE + 6];
  KERNEL(f, "format_mixed");
  DEVICE(char *, dout, NULL, sizeof out);
  DEVICE(int *, dret, NULL, sizeof ret);
  LAUNCH(f, 1, 1, 1, 6, 1, 1, 0, &dout, &dret);
  TO_HOST(out, dout, sizeof out);
  TO_HOST(ret, dret, sizeof ret);
  char want[LINE];
  int n = 0, r;
  r = snprintf(want, LINE, "%d %s %.3f %c %x|%n", -42, "mid", 3.14159, 'Z', 255u, &n);
  EXPECT(ret[0] == r && !strcmp(out, want) && ret[LINE] == n, "mixed: \"%s\" (%d, %%n %d)",
         out, ret[0], ret[LINE]);
  /* snprintf(buf, 8, "%s", "truncated text"): 7 characters, the count of all */
  EXPECT(ret[1] == 14 && !strcmp(out + LINE, "truncat"), "truncated: \"%s\" (%d)", out + LINE,
         ret[1]);
  r = sprintf(want, "%5.1f|%-6d|%+.2e|%lu", 2.25, 7, 12345.0, 123456789012ul);
  EXPECT(ret[2] == r && !strcmp(out + 2 * LINE, want), "sprintf: \"%s\"", out + 2 * LINE);
  EXPECT(ret[3] == 5 && !strcmp(out + 3 * LINE, "k"), "size 0: %d \"%s\"", ret[3],
         out + 3 * LINE);
  r = snprintf(want, LINE, "%*d|%-*.*f|%.*s", 6, 42, 9, 2, 1.005, 3, "abcdef");
  EXPECT(ret[4] == r && !strcmp(out + 4 * LINE, want), "stars: \"%s\"", out + 4 * LINE);
  r = snprintf(want, LINE, "%hhd %hd %lld %zu %jd %%", 300, 70000, -9000000000LL, (size_t)77,
               (intmax_t)-5);
  EXPECT(ret[5] == r && !strcmp(out + 5 * LINE, want), "lengths: \"%s\"", out + 5 * LINE);
  return NULL;
}

/* ---- <string.h> ----------------------------------------------------------- */

static int sign(int x) { return (x > 0) - (x < 0); }
static int at(const char *base, const void *p) {
  return p ? (int)((const char *)p - base) : -1;
}

static const char *test_strings(void) {
  static const char *const pairs[][2] = {
      {"hello", "hello"}, {"hello", "help"}, {"abc", "abd"}, {"", ""}, {"a", ""},
      {"", "a"}, {"mississippi", "ssi"}, {"mississippi", "i"}, {"abcabc", "cab"},
      {"\xff\x80", "\x01"}, {"xyz", "zyx"}, {"aaaa", "aa"}, {"a b\tc", " \t"},
      {"needle", "needles"}, {"12345678", "9"}, {"same", "same!"}};
  enum { N = sizeof pairs / sizeof *pairs };
  char *da[N], *db[N];
  for (int i = 0; i < N; i++) {
    DEVICE(char *, a, pairs[i][0], strlen(pairs[i][0]) + 1);
    DEVICE(char *, b, pairs[i][1], strlen(pairs[i][1]) + 1);
    da[i] = a;
    db[i] = b;
  }
  int out[N * 16];
  KERNEL(f, "strings");
  DEVICE(char **, dpa, da, sizeof da);
  DEVICE(char **, dpb, db, sizeof db);
  DEVICE(int *, dout, NULL, sizeof out);
  int n = N;
  LAUNCH(f, 1, 1, 1, 32, 1, 1, 0, &dout, &dpa, &dpb, &n);
  TO_HOST(out, dout, sizeof out);
  for (int t = 0; t < N; t++) {
    const char *s = pairs[t][0], *u = pairs[t][1];
    int w[16];
    char buf[64];
    w[0] = (int)strlen(s);
    w[1] = sign(strcmp(s, u));
    w[2] = sign(strncmp(s, u, 3));
    w[3] = at(s, strchr(s, u[0]));
    w[4] = at(s, strrchr(s, u[0]));
    w[5] = at(s, strstr(s, u));
    w[6] = (int)strspn(s, u);
    w[7] = (int)strcspn(s, u);
    w[8] = at(s, strpbrk(s, u));
    size_t both = (strlen(s) < strlen(u) ? strlen(s) : strlen(u)) + 1;
    w[9] = sign(memcmp(s, u, both < 2 ? both : 2));
    w[10] = at(s, memchr(s, u[0], strlen(s)));
    strcpy(buf, s);
    strcat(buf, u);
    w[11] = (int)strlen(buf) * 1000 + buf[strlen(s)];
    memset(buf, 'x', 10);
    strncpy(buf, u, 4);
    w[12] = buf[0] + buf[1] * 3 + buf[2] * 5 + buf[3] * 7 + buf[4] * 11;
    strcpy(buf, s);
    strncat(buf, u, 2);
    w[13] = (int)strlen(buf);
    w[14] = (int)strnlen(s, 5);
    memmove(buf + 1, buf, 8);
    w[15] = buf[0] * 3 + buf[1] + buf[8] * 7;
    for (int k = 0; k < 16; k++)
      EXPECT(out[t * 16 + k] == w[k], "(\"%s\", \"%s\") result %d: %d, not %d", s, u, k,
             out[t * 16 + k], w[k]);
  }
  return NULL;
}

/* ---- strtol and friends ------------------------------------------------------ */

static const char *test_conversions(void) {
  static const char *const text[] = {
      "42", "  -17xyz", "+0x1F", "0x", "0777", "z", "zz", "101", "-0", "   ",
      "9223372036854775807", "9223372036854775808", "-9223372036854775808",
      "-9223372036854775809", "18446744073709551615", "18446744073709551616", "-1",
      "0XfFfF", "\t\n 12 34", "1e5", "-2147483648", "0b101"};
  static const int bases[] = {10, 10, 16, 16, 0, 36, 36, 2, 10, 10, 10, 10, 10,
                              10, 10, 10, 10, 0, 10, 10, 10, 0};
  enum { N = sizeof text / sizeof *text };
  char *dt[N];
  for (int i = 0; i < N; i++) {
    DEVICE(char *, d, text[i], strlen(text[i]) + 1);
    dt[i] = d;
  }
  long long out[N * 8];
  KERNEL(f, "conversions");
  DEVICE(char **, dpt, dt, sizeof dt);
  DEVICE(int *, dbases, bases, sizeof bases);
  DEVICE(long long *, dout, NULL, sizeof out);
  int n = N;
  LAUNCH(f, 1, 1, 1, 32, 1, 1, 0, &dout, &dpt, &dbases, &n);
  TO_HOST(out, dout, sizeof out);
  for (int t = 0; t < N; t++) {
    const char *s = text[t];
    char *end;
    long long w[8];
    w[0] = strtol(s, &end, bases[t]);
    w[1] = end - s;
    w[2] = (long long)strtoul(s, &end, bases[t]);
    w[3] = end - s;
    w[4] = strtoll(s, &end, bases[t]);
    w[5] = (long long)strtoull(s, NULL, bases[t]);
    /* atoi where it is defined: what fits an int */
    w[6] = w[0] >= INT_MIN && w[0] <= INT_MAX && bases[t] == 10 ? atoi(s) : out[t * 8 + 6];
    w[7] = abs((int)w[6]) + labs(-3L) + llabs(-4LL);
    for (int k = 0; k < 8; k++)
      EXPECT(out[t * 8 + k] == w[k], "\"%s\" base %d result %d: %lld, not %lld", s,
             bases[t], k, out[t * 8 + k], w[k]);
  }
  return NULL;
}

/* ---- malloc and free ------------------------------------------------------ */

static const char *test_heap(void) {
  enum { T = 256, NODES = 50 };
  long long out[T];
  KERNEL(f, "heap");
  DEVICE(long long *, dout, NULL, sizeof out);
  int n = NODES;
  LAUNCH(f, 2, 1, 1, T / 2, 1, 1, 0, &dout, &n);
  TO_HOST(out, dout, sizeof out);
  for (int t = 0; t < T; t++) {
    long long w = (long long)t * 1000 * NODES + NODES * (NODES - 1) / 2;
    EXPECT(out[t] == w, "thread %d: %lld, not %lld", t, out[t], w);
  }
  return NULL;
}

static const Test tests[] = {
    {"format_double", test_format_double}, {"format_random", test_format_random},
    {"format_int", test_format_int},
    {"format_llong", test_format_llong},   {"format_string", test_format_string},
    {"format_mixed", test_format_mixed},   {"strings", test_strings},
    {"conversions", test_conversions},     {"heap", test_heap},
};

int main(int argc, char **argv) {
  return exec_main(tests, sizeof tests / sizeof *tests, argc, argv);
}
