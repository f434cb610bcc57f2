// C17 6.10.3p12: the variable arguments may be absent or empty; an empty
// argument is an argument with no tokens (6.10.3p4, 6.10.3.1).
#include <string.h>
#define STR(...) #__VA_ARGS__
#define XSTR(...) STR(__VA_ARGS__)
#define V(x, ...) x __VA_ARGS__
#define E(...) [__VA_ARGS__]
static int check(void) {
  if (strcmp(XSTR(V(a)), "a") != 0) return 1;
  if (strcmp(XSTR(V(a, )), "a") != 0) return 2;
  if (strcmp(XSTR(V(a, b, c)), "a b, c") != 0) return 3;
  if (strcmp(XSTR(E()), "[]") != 0) return 4;
  if (strcmp(XSTR(E(,)), "[,]") != 0) return 5;
  if (V(1) + 1 != 2) return 6;
  return 0;
}
__device__ int test(void) { return check(); }
