// C17 5.1.1.2p1 phase 2: backslash-newline is deleted before tokens are
// formed, even inside names, numbers, strings and directives.
#include <string.h>
#define LONG_MACRO(a, b) \
  ((a) + \
   (b))
static int check(void) {
  in\
t x = 1\
2;
  if (x != 12) return 1;
  if (LONG_MACRO(1, 2) != 3) return 2;
  const char *s = "ab\
cd";
  if (strcmp(s, "abcd") != 0) return 3;
  // a line comment continued by a backslash \
  return 4;
  return 0;
}
__device__ int test(void) { return check(); }
