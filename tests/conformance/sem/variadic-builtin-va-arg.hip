// C17 7.16 through the GNU builtins every <stdarg.h> uses: a variadic
// device function reads int, double and pointer arguments with
// __builtin_va_arg, and va_copy duplicates the position (clang supports
// this on AMDGPU).
static int sum(int n, ...) {
  __builtin_va_list ap;
  __builtin_va_start(ap, n);
  int s = 0;
  for (int i = 0; i < n; i++) s += __builtin_va_arg(ap, int);
  __builtin_va_end(ap);
  return s;
}
static double mixed(const char *fmt, ...) {
  __builtin_va_list ap, cp;
  __builtin_va_start(ap, fmt);
  __builtin_va_copy(cp, ap);
  double r = 0;
  for (; *fmt; fmt++) {
    if (*fmt == 'i') r += __builtin_va_arg(ap, int);
    else if (*fmt == 'd') r += __builtin_va_arg(ap, double);
    else if (*fmt == 'p') r += *__builtin_va_arg(ap, int *);
  }
  r += __builtin_va_arg(cp, int) * 1000;       /* the first again */
  __builtin_va_end(cp);
  __builtin_va_end(ap);
  return r;
}
__device__ int test(void) {
  if (sum(0) != 0 || sum(3, 1, 2, 3) != 6) return 1;
  int seven = 7;
  if (mixed("idp", 2, 0.5, &seven) != 2009.5) return 2;
  return 0;
}
