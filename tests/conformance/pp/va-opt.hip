// __VA_OPT__ (C23 6.10.4.1 EXAMPLE, accepted by clang in every mode): its
// content appears only when the variable arguments are present and not
// empty after expansion.
#include <string.h>
#define STR(...) #__VA_ARGS__
#define XSTR(...) STR(__VA_ARGS__)
#define F(...) f(0 __VA_OPT__(,) __VA_ARGS__)
#define G(X, ...) f(0, X __VA_OPT__(,) __VA_ARGS__)
#define SDEF(sname, ...) S sname __VA_OPT__(= { __VA_ARGS__ })
#define EMP
/* Where white space goes around an empty __VA_OPT__ is not specified
 * (clang writes "S foo ;"): compare without spaces there. */
static int same_nospace(const char *a, const char *b) {
  for (;; a++, b++) {
    while (*a == ' ') a++;
    while (*b == ' ') b++;
    if (*a != *b) return 0;
    if (!*a) return 1;
  }
}
static int check(void) {
  if (strcmp(XSTR(F(a, b, c)), "f(0 , a, b, c)") != 0) return 1;
  if (strcmp(XSTR(F()), "f(0 )") != 0) return 2;
  if (strcmp(XSTR(F(EMP)), "f(0 )") != 0) return 3;
  if (strcmp(XSTR(G(a, b, c)), "f(0, a , b, c)") != 0) return 4;
  if (strcmp(XSTR(G(a, )), "f(0, a )") != 0) return 5;
  if (strcmp(XSTR(G(a)), "f(0, a )") != 0) return 6;
  if (!same_nospace(XSTR(SDEF(foo);), "S foo;")) return 7;
  if (strcmp(XSTR(SDEF(bar, 1, 2);), "S bar = { 1, 2 };") != 0) return 8;
  return 0;
}
__device__ int test(void) { return check(); }
