// -Wformat (on by default, as in clang): printf's format string checked
// against its arguments - types, counts, conversions and flags - with
// clang-22's messages and columns.
#include <hip/hip_runtime.h>
enum e { A, B };
#define FMT "%d %s\n"
__device__ void f(int i, float x, long l, char *s, unsigned u, double *p, char c,
       _Bool b, enum e en, unsigned long sz, const char *cs, char arr[4],
       void (*fp)(void), unsigned short us, short h, long long ll) {
  printf("%d %f %s\n", x, i, i); // expected-warning-col 24: format specifies type 'int' but the argument has type 'float' // expected-warning-col 27: format specifies type 'double' but the argument has type 'int' // expected-warning-col 30: format specifies type 'char *' but the argument has type 'int'
  printf("%ld %d %u %p %s %c %x\n", i, l, i, s, p, 1.0, x); // expected-warning-col 37: format specifies type 'long' but the argument has type 'int' // expected-warning-col 40: format specifies type 'int' but the argument has type 'long' // expected-warning-col 49: format specifies type 'char *' but the argument has type 'double *' // expected-warning-col 52: format specifies type 'int' but the argument has type 'double' // expected-warning-col 57: format specifies type 'unsigned int' but the argument has type 'float'
  printf("%d %d\n", i); // expected-warning-col 15: more '%' conversions than data arguments
  printf("%d\n", i, i); // expected-warning-col 21: data argument not used by format string
  printf("%q %lu %5.2f %-3s %%\n", u, x, s); // expected-warning-col 13: invalid conversion specifier ' ' // expected-warning-col 36: format specifies type 'unsigned long' but the argument has type 'unsigned int'
  printf("%hhd %hd %lld %zu %lf %Lf\n", i, i, l, l, x, x); // expected-warning-col 47: format specifies type 'long long' but the argument has type 'long' // expected-warning-col 56: format specifies type 'long double' but the argument has type 'float'
  printf("%p %c %zu %d %hd %ld %lu\n", i, h, i, h, x, ll, l); // expected-warning-col 40: format specifies type 'void *' but the argument has type 'int' // expected-warning-col 46: format specifies type 'size_t' (aka 'unsigned long') but the argument has type 'int' // expected-warning-col 52: format specifies type 'short' but the argument has type 'float' // expected-warning-col 55: format specifies type 'long' but the argument has type 'long long'
  printf("a\tb %d %s", i); // expected-warning-col 20: more '%' conversions than data arguments
  printf("%*d %.*f\n", 3, i, l, 1.0); // expected-warning-col 17: field precision should have type 'int', but argument has type 'long'
  printf("%5d %-+#0x %e %g %a %i %o %X %E %G %A\n", i, i, 1.0, 1.0, 1.0, i, i, i, 1.0, 1.0, 1.0); // expected-warning-col 17: flag '+' results in undefined behavior with 'x' conversion specifier // expected-warning-col 19: flag '0' is ignored when flag '-' is present
  printf("%#d %0s % +d\n", i, cs, i); // expected-warning-col 12: flag '#' results in undefined behavior with 'd' conversion specifier // expected-warning-col 16: flag '0' results in undefined behavior with 's' conversion specifier // expected-warning-col 20: flag ' ' is ignored when flag '+' is present
  printf("%hhx %c %d %d %zu %lu %s %s %p %5.3s %hu\n", c, c, b, en, sz, sz, cs, arr, fp, cs, us);
  printf("a" "b%d" "%s\n", i, i); // expected-warning-col 31: format specifies type 'char *' but the argument has type 'int'
  printf(FMT, i, i); // expected-warning-col 18: format specifies type 'char *' but the argument has type 'int'
  printf(cs, i);
  printf("%d %", i); // expected-warning-col 14: incomplete format specifier
  printf("\t\x41%d\n", 1.5f); // expected-warning-col 24: format specifies type 'int' but the argument has type 'float'
}
