// FLAGS: -Itests/conformance/pp
// C17 6.10.3.5 EXAMPLE 4: # and ## with str/xstr, a macro-built #include
// name, and glue of a macro name that is not replaced before pasting.
#include <string.h>
#define str(s) # s
#define xstr(s) str(s)
#define debug(s, t) "x" # s "= %d, x" # t "= %s", x ## s, x ## t
#define INCFILE(n) inc/vers ## n
#define glue(a, b) a ## b
#define xglue(a, b) glue(a, b)
#define HIGHLOW "hello"
#define LOW LOW ", world"
#include xstr(INCFILE(2).h)
struct dbg { const char *fmt; int a; int b; };
static int check(void) {
  int x1 = 10, x2 = 20;
  struct dbg d = { debug(1, 2) };
  if (strcmp(d.fmt, "x1= %d, x2= %s") != 0) return 1;
  if (d.a != 10 || d.b != 20) return 2;
  const char *s = str(strncmp("abc\0d", "abc", '\4') // this goes away
                      == 0) str(: @\n);
  if (strcmp(s, "strncmp(\"abc\\0d\", \"abc\", '\\4') == 0: @\n") != 0) return 3;
  if (VERS2 != 2) return 4;                  /* from inc/vers2.h */
  if (strcmp(glue(HIGH, LOW), "hello") != 0) return 5;
  if (strcmp(xglue(HIGH, LOW), "hello, world") != 0) return 6;
  return 0;
}
__device__ int test(void) { return check(); }
