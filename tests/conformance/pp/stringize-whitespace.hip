// C17 6.10.3.2p2: white space before the first and after the last token is
// deleted; each run of white space between tokens (comments included,
// 5.1.1.2 phase 3) becomes one space.
#include <string.h>
#define STR(x) #x
static int check(void) {
  if (strcmp(STR(   a   ), "a") != 0) return 1;
  if (strcmp(STR(a     b), "a b") != 0) return 2;
  if (strcmp(STR(a/* comment */b), "a b") != 0) return 3;
  if (strcmp(STR(a
                 b), "a b") != 0) return 4;
  if (strcmp(STR(a+b), "a+b") != 0) return 5;
  if (strcmp(STR(f( x , y )), "f( x , y )") != 0) return 6;
  return 0;
}
__device__ int test(void) { return check(); }
