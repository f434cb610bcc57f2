// C17 6.7.2.1p13 and 7.19p3: a member of an anonymous struct or union is a
// member of the containing struct, so offsetof names it directly.
#include <stddef.h>
struct v {
  int kind;
  union {
    int i;
    float f;
  };
  struct {
    short x, y;
  };
};
static int check(void) {
  if (offsetof(struct v, i) != 4 || offsetof(struct v, f) != 4) return 1;
  if (offsetof(struct v, x) != 8 || offsetof(struct v, y) != 10) return 2;
  return 0;
}
__device__ int test(void) { return check(); }
