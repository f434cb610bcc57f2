// C17 6.10.4p5: the tokens after #line are macro-replaced when they do not
// match the two plain forms.
#include <string.h>
#define LINE 300
#define NAME "macro.c"
#define BOTH 400 NAME
static int check(void) {
#line LINE
  if (__LINE__ != 300) return 1;
#line BOTH
  if (__LINE__ != 400) return 2;
  if (strcmp(__FILE__, "macro.c") != 0) return 3;
  return 0;
}
__device__ int test(void) { return check(); }
