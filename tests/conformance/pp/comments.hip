// C17 6.4.9: a comment is one space; /* */ does not nest; // and /* inside
// a string or character constant are not comments.
#include <string.h>
#define STR(x) #x
static int check(void) {
  int a/**/= 2;
  if (a != 2) return 1;
  /* /* not nested */
  const char *s = "/* not a comment */";
  if (strlen(s) != 19) return 2;
  const char *t = "// nor this";
  if (t[0] != '/') return 3;
  int b = 8 //**/ 2
      ;
  if (b != 8) return 4;
  if (strcmp(STR(x/**/y), "x y") != 0) return 5;
  return 0;
}
__device__ int test(void) { return check(); }
