// C17 6.10.4p4: `#line N "name"` also sets the presumed file name that
// __FILE__ (6.10.8.1) expands to.
#include <string.h>
static int check(void) {
#line 50 "renamed.c"
  const char *f = __FILE__;
  int l = __LINE__;
  if (strcmp(f, "renamed.c") != 0) return 1;
  if (l != 51) return 2;
#line 10 "dir/other name.h"
  if (strcmp(__FILE__, "dir/other name.h") != 0) return 3;
  if (__LINE__ != 11) return 4;
#line 20
  if (strcmp(__FILE__, "dir/other name.h") != 0) return 5;  /* name kept */
  return 0;
}
__device__ int test(void) { return check(); }
