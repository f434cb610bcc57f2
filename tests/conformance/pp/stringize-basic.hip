// C17 6.10.3.2p2: # spells its argument as a string literal; a " or \ in a
// string literal or character constant of the argument gets a \ before it.
#include <string.h>
#define STR(x) #x
static int check(void) {
  if (strcmp(STR(hello), "hello") != 0) return 1;
  if (strcmp(STR(a + b), "a + b") != 0) return 2;
  if (strcmp(STR("abc"), "\"abc\"") != 0) return 3;
  if (strcmp(STR("a\n"), "\"a\\n\"") != 0) return 4;
  if (strcmp(STR('"'), "'\"'") != 0) return 5;
  if (strcmp(STR('\''), "'\\''") != 0) return 6;
  if (strcmp(STR(), "") != 0) return 7;
  if (sizeof(STR(abc)) != 4) return 8;
  return 0;
}
__device__ int test(void) { return check(); }
