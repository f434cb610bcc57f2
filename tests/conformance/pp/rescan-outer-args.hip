// C17 6.10.3.4p1: the replacement is rescanned together with the tokens
// that follow it, so a function-like macro's name at its end can take its
// arguments from the source after the invocation.
#include <string.h>
#define STR(...) #__VA_ARGS__
#define XSTR(...) STR(__VA_ARGS__)
#define add(a, b) ((a) + (b))
#define ADD add
#define APPLY(f) f
#define foo(x) bar x
static int check(void) {
  if (ADD(1, 2) != 3) return 1;
  if (APPLY(add)(3, 4) != 7) return 2;
  /* foo's name from its own argument stays painted even when a '('
     follows outside (clang and GCC agree). */
  if (strcmp(XSTR(foo(foo) (2)), "bar foo (2)") != 0) return 3;
  return 0;
}
__device__ int test(void) { return check(); }
