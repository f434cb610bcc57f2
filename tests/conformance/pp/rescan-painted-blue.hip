// C17 6.10.3.4p2: a macro's own name met during the rescan of its
// replacement is not replaced, then or ever after ("painted blue").
#include <string.h>
#define STR(...) #__VA_ARGS__
#define XSTR(...) STR(__VA_ARGS__)
#define foo foo
#define AA BB
#define BB AA
#define self(x) x self(x)
#define g(x) x
#define f g(f)
static int check(void) {
  if (strcmp(XSTR(foo), "foo") != 0) return 1;
  if (strcmp(XSTR(AA), "AA") != 0) return 2;
  if (strcmp(XSTR(BB), "BB") != 0) return 3;
  if (strcmp(XSTR(self(1)), "1 self(1)") != 0) return 4;
  if (strcmp(XSTR(f), "f") != 0) return 5;
  /* A painted name stays unreplaced when a later rescan meets it again. */
  if (strcmp(XSTR(g(f)), "f") != 0) return 6;
  return 0;
}
__device__ int test(void) { return check(); }
