// C17 6.10.3.1p1: an argument that is the operand of # is not
// macro-replaced; going through a second macro replaces it first (the
// str/xstr idiom of 6.10.3.5 EXAMPLE 4).
#include <string.h>
#define VALUE 42
#define STR(x) #x
#define XSTR(x) STR(x)
#define TWICE(x) x x
static int check(void) {
  if (strcmp(STR(VALUE), "VALUE") != 0) return 1;
  if (strcmp(XSTR(VALUE), "42") != 0) return 2;
  if (strcmp(XSTR(TWICE(VALUE)), "42 42") != 0) return 3;
  if (strcmp(STR(TWICE(VALUE)), "TWICE(VALUE)") != 0) return 4;
#line 100
  if (strcmp(XSTR(__LINE__), "100") != 0) return 5;
  return 0;
}
__device__ int test(void) { return check(); }
