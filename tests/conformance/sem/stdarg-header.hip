// C17 7.16: <stdarg.h> for device code (issue 13): va_list, va_start,
// va_arg, va_end, with default argument promotions of char and float.
#include <stdarg.h>
static double avg(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, double);
  va_end(ap);
  return s / n;
}
static int chars(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int s = 0;
  while (n--) s += va_arg(ap, int);            /* a char arrives as int */
  va_end(ap);
  return s;
}
__device__ int test(void) {
  float f = 1.5f;
  if (avg(3, 1.0, 2.0, (double)f + 1.5) != 2.0) return 1;
  if (avg(2, f, 2.5f) != 2.0) return 2;        /* floats promote to double */
  char a = 'a', b = 1;
  if (chars(2, a, b) != 'a' + 1) return 3;
  return 0;
}
