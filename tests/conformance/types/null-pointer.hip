// C17 6.3.2.3p3-4: an integer constant 0, or one cast to void *, is a null
// pointer constant; a null pointer compares unequal to any object's
// address and equal to another null pointer; !p tests it.
#include <stddef.h>
static int check(void) {
  int x;
  int *p = 0, *q = (void *)0, *r = NULL, *s = &x;
  if (p != q || q != r) return 1;
  if (p == s) return 2;
  if (!(!p) || !s) return 3;
  if (p) return 4;
  char *c = 0;
  if ((void *)c != (void *)p) return 5;
  int (*fp)(void) = 0;
  if (fp) return 6;
  if (p == (1 - 1)) { } else return 7;
  return 0;
}
__device__ int test(void) { return check(); }
