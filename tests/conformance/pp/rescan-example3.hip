// C17 6.10.3.5 EXAMPLE 3, compared by stringizing the replacement: nested
// and recursive replacement, h's unbalanced '(' picking up tokens after it.
#include <string.h>
#define x 3
#define f(a) f(x * (a))
#undef x
#define x 2
#define g f
#define z z[0]
#define h g(~
#define m(a) a(w)
#define w 0,1
#define t(a) a
#define p() int
#define q(x) x
#define r(x,y) x ## y
#define str(x) # x
#define RP )
#define STR(...) #__VA_ARGS__
#define XSTR(...) STR(__VA_ARGS__)
/* Spaces inside the replacement are not specified: compare without. */
static int same_nospace(const char *a, const char *b) {
  for (;; a++, b++) {
    while (*a == ' ') a++;
    while (*b == ' ') b++;
    if (*a != *b) return 0;
    if (!*a) return 1;
  }
}
static int check(void) {
  if (!same_nospace(XSTR(f(y+1) + f(f(z)) % t(t(g)(0) + t)(1);),
                    "f(2 * (y+1)) + f(2 * (f(2 * (z[0])))) % f(2 * (0)) + t(1);"))
    return 1;
  /* The leading '(' balances the ')' that h's expansion consumes when
     XSTR collects its argument; RP balances it again after expansion. */
  if (!same_nospace(XSTR((g(x+(3,4)-w) | h 5) & m
                         (f)^m(m); RP),
                    "(f(2 * (2+(3,4)-0,1)) | f(2 * (~ 5)) & f(2 * (0,1))^m(0,1);)"))
    return 2;
  if (!same_nospace(XSTR(p() i[q()] = { q(1), r(2,3), r(4,), r(,5), r(,) };),
                    "int i[] = { 1, 23, 4, 5, };"))
    return 3;
  p() i[q()] = { q(1), r(2,3), r(4,), r(,5), r(,) };
  if (sizeof i != 4 * sizeof(int) || i[0] != 1 || i[1] != 23 || i[2] != 4 || i[3] != 5)
    return 4;
  char c[2][6] = { str(hello), str() };
  if (strcmp(c[0], "hello") != 0 || c[1][0] != 0) return 5;
  return 0;
}
__device__ int test(void) { return check(); }
