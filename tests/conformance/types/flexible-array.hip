// C17 6.7.2.1p18: a flexible array member adds nothing to the size except
// the padding its alignment needs, and its offset is that of an array
// member in its place.
#include <stddef.h>
struct fd { int n; double d[]; };
struct fc { char c; int a[]; };
struct fx { char c; char t[]; };
static int check(void) {
  if (sizeof(struct fd) != 8 || offsetof(struct fd, d) != 8) return 1;
  if (sizeof(struct fc) != 4 || offsetof(struct fc, a) != 4) return 2;
  if (sizeof(struct fx) != 1 || offsetof(struct fx, t) != 1) return 3;
  _Alignas(8) char buf[sizeof(struct fd) + 3 * sizeof(double)];
  struct fd *p = (struct fd *)buf;
  p->n = 3;
  for (int i = 0; i < p->n; i++)
    p->d[i] = i * 0.5;
  if (p->d[2] != 1.0) return 4;
  if ((char *)&p->d[1] - buf != 16) return 5;
  return 0;
}
__device__ int test(void) { return check(); }
