// C17 6.7.2.1: structs nest; member access chains; the nested struct's
// alignment applies inside the outer one.
#include <stddef.h>
struct inner { char c; long l; };
struct outer { char tag; struct inner in; struct inner arr[2]; int last; };
static int check(void) {
  if (offsetof(struct outer, in) != 8) return 1;
  if (offsetof(struct outer, arr) != 24) return 2;
  if (offsetof(struct outer, last) != 56 || sizeof(struct outer) != 64) return 3;
  struct outer o;
  o.tag = 'x';
  o.in.c = 'y';
  o.in.l = 1234567890123l;
  o.arr[1].l = -5;
  o.arr[0].c = 3;
  o.last = 9;
  if (o.in.l != 1234567890123l || o.arr[1].l != -5 || o.arr[0].c != 3) return 4;
  struct outer *p = &o;
  if (p->arr[1].l != -5 || (&p->in)->c != 'y') return 5;
  if (offsetof(struct outer, arr[1].l) != 48) return 6;
  return 0;
}
__device__ int test(void) { return check(); }
