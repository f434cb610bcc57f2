// C17 6.10.8.1: __FILE__ is a character string literal (it concatenates
// and has a size) naming the source file.
#include <string.h>
static int check(void) {
  const char *f = __FILE__;
  size_t n = strlen(f);
  if (n < 4 || strcmp(f + n - 4, ".hip") != 0) return 1;
  if (sizeof(__FILE__) != n + 1) return 2;
  const char *g = "<" __FILE__ ">";
  if (g[0] != '<' || g[n + 1] != '>' || g[n + 2] != 0) return 3;
  return 0;
}
__device__ int test(void) { return check(); }
