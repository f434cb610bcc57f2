// C17 6.10.3.2p2: # on an argument containing string and character
// literals inserts a \ before each " and \ inside them, so the result
// reads back as the original spelling.
#include <string.h>
#define STR(x) #x
__device__ int test(void) {
  if (strcmp(STR("a\n"), "\"a\\n\"") != 0) return 1;
  if (strcmp(STR('"'), "'\"'") != 0) return 2;
  if (strcmp(STR('\\'), "'\\\\'") != 0) return 3;
  if (strcmp(STR("x" "y"), "\"x\" \"y\"") != 0) return 4;
  if (sizeof STR("") != 3) return 5;            /* two quotes and a NUL */
  if (strcmp(STR(a "\"" b), "a \"\\\"\" b") != 0) return 6;
  return 0;
}
