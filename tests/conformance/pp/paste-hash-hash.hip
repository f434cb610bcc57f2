// C17 6.10.3.3 EXAMPLE: a ## produced by pasting # and # is an ordinary
// token in the result, and it does not paste again.
#include <string.h>
#define hash_hash # ## #
#define mkstr(a) # a
#define in_between(a) mkstr(a)
#define join(c, d) in_between(c hash_hash d)
static int check(void) {
  char p[] = join(x, y);
  if (strcmp(p, "x ## y") != 0) return 1;
  if (sizeof p != 7) return 2;
  return 0;
}
__device__ int test(void) { return check(); }
