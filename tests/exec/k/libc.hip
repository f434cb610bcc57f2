// The C library in device code (issue 13): snprintf of every conversion
// against the host's, the <string.h> functions, the string-to-integer
// conversions, a variadic function of the kernel's own through
// vsnprintf, malloc and free.  The host program (libc.c) computes each
// result with its own C library.
#include <hip/hip_runtime.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { LINE = 96 };

/* how each format takes its argument */
enum { ARG_INT, ARG_LLONG, ARG_DOUBLE, ARG_STRING, ARG_PTR };

/* Thread t formats value t % nvals with format t / nvals into its line
 * of `out`; the return value goes to ret[t]. */
extern "C" __global__ void format(char *out, int *ret, const char *fmts, const int *fmt_at,
                                  const int *kinds, int nfmts, const double *dv,
                                  const long long *iv, const char *const *sv, int nvals) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= nfmts * nvals)
    return;
  int f = t / nvals, v = t % nvals;
  const char *fmt = fmts + fmt_at[f];
  char *line = out + (size_t)t * LINE;
  int r = 0;
  switch (kinds[f]) {
  case ARG_INT: r = snprintf(line, LINE, fmt, (int)iv[v]); break;
  case ARG_LLONG: r = snprintf(line, LINE, fmt, iv[v]); break;
  case ARG_DOUBLE: r = snprintf(line, LINE, fmt, dv[v]); break;
  case ARG_STRING: r = snprintf(line, LINE, fmt, sv[v]); break;
  case ARG_PTR: r = snprintf(line, LINE, fmt, (void *)iv[v]); break;
  }
  ret[t] = r;
}

/* A variadic function of the program's own, on vsnprintf. */
static __device__ int say(char *buf, size_t n, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vsnprintf(buf, n, fmt, ap);
  va_end(ap);
  return r;
}

/* Several arguments of mixed kinds, a short buffer, sprintf, %n. */
extern "C" __global__ void format_mixed(char *out, int *ret) {
  int i = threadIdx.x;
  char *line = out + (size_t)i * LINE;
  int n = 0;
  switch (i) {
  case 0: ret[i] = say(line, LINE, "%d %s %.3f %c %x|%n", -42, "mid", 3.14159, 'Z', 255u, &n);
          ret[LINE + i] = n; break;
  case 1: ret[i] = say(line, 8, "%s", "truncated text"); break;
  case 2: ret[i] = sprintf(line, "%5.1f|%-6d|%+.2e|%lu", 2.25, 7, 12345.0, 123456789012ul); break;
  case 3: ret[i] = say(line, 0, "%d", 12345); line[0] = 'k'; line[1] = 0; break;
  case 4: ret[i] = snprintf(line, LINE, "%*d|%-*.*f|%.*s", 6, 42, 9, 2, 1.005, 3, "abcdef"); break;
  case 5: ret[i] = snprintf(line, LINE, "%hhd %hd %lld %zu %jd %%", 300, 70000, -9000000000LL,
                            (size_t)77, (long)-5); break;
  }
}

/* <string.h>: thread t compares strings a[t] and b[t]; out[t * 16 + k]
 * holds the k-th result (offsets for pointers, -1 for NULL). */
__device__ static int at(const char *base, const void *p) {
  return p ? (int)((const char *)p - base) : -1;
}

__device__ static int sign(int x) { return (x > 0) - (x < 0); }

extern "C" __global__ void strings(int *out, const char *const *a, const char *const *b, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n)
    return;
  const char *s = a[t], *u = b[t];
  int *r = out + t * 16;
  char buf[64];
  r[0] = (int)strlen(s);
  r[1] = sign(strcmp(s, u));
  r[2] = sign(strncmp(s, u, 3));
  r[3] = at(s, strchr(s, u[0]));
  r[4] = at(s, strrchr(s, u[0]));
  r[5] = at(s, strstr(s, u));
  r[6] = (int)strspn(s, u);
  r[7] = (int)strcspn(s, u);
  r[8] = at(s, strpbrk(s, u));
  size_t both = (strlen(s) < strlen(u) ? strlen(s) : strlen(u)) + 1;
  r[9] = sign(memcmp(s, u, both < 2 ? both : 2));
  r[10] = at(s, memchr(s, u[0], strlen(s)));
  strcpy(buf, s);
  strcat(buf, u);
  r[11] = (int)strlen(buf) * 1000 + buf[strlen(s)];
  memset(buf, 'x', 10);
  strncpy(buf, u, 4);
  r[12] = buf[0] + buf[1] * 3 + buf[2] * 5 + buf[3] * 7 + buf[4] * 11;
  strcpy(buf, s);
  strncat(buf, u, 2);
  r[13] = (int)strlen(buf);
  r[14] = (int)strnlen(s, 5);
  memmove(buf + 1, buf, 8);
  r[15] = buf[0] * 3 + buf[1] + buf[8] * 7;
}

/* strtol and friends: value and end offset of text t in base bases[t] */
extern "C" __global__ void conversions(long long *out, const char *const *text, const int *bases,
                                       int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n)
    return;
  const char *s = text[t];
  char *end;
  long long *r = out + t * 8;
  r[0] = strtol(s, &end, bases[t]);
  r[1] = end - s;
  r[2] = (long long)strtoul(s, &end, bases[t]);
  r[3] = end - s;
  r[4] = strtoll(s, &end, bases[t]);
  r[5] = (long long)strtoull(s, NULL, bases[t]);
  r[6] = atoi(s) + atol(s) * 0 + atoll(s) * 0;
  r[7] = abs((int)r[6]) + labs(-3L) + llabs(-4LL);
}

/* malloc and free: each thread a list of n nodes of its own, summed */
typedef struct cell {
  struct cell *next;
  int value;
} cell;

extern "C" __global__ void heap(long long *out, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  cell *head = NULL;
  for (int i = 0; i < n; i++) {
    cell *c = (cell *)malloc(sizeof *c);
    if (!c) {
      out[t] = -1;
      return;
    }
    c->value = t * 1000 + i;
    c->next = head;
    head = c;
  }
  long long s = 0;
  while (head) {
    cell *next = head->next;
    s += head->value;
    free(head);
    head = next;
  }
  out[t] = s;
}
