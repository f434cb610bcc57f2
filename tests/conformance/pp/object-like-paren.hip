// C17 6.10.3p3, p10: `#define F (x)` (white space before the '(') is an
// object-like macro; `#define G(x)` is function-like.
#include <string.h>
#define STR(...) #__VA_ARGS__
#define XSTR(...) STR(__VA_ARGS__)
#define F (1)
#define G(x) [x]
static int check(void) {
  if (strcmp(XSTR(F(2)), "(1)(2)") != 0) return 1;
  if (strcmp(XSTR(G(2)), "[2]") != 0) return 2;
  if (strcmp(XSTR(G (3)), "[3]") != 0) return 3;   /* space is allowed here */
  return 0;
}
__device__ int test(void) { return check(); }
