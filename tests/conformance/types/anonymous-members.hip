// C17 6.7.2.1p13: the members of an anonymous struct or union are members
// of the containing one, at the anonymous member's offset.  (offsetof of
// such a member: PENDING-A.md.)
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
  struct v a;
  a.kind = 1;
  a.f = 2.5f;
  if (a.f != 2.5f) return 1;
  a.i = 7;
  if (a.i != 7) return 2;
  a.x = 3;
  a.y = -4;
  if (a.x + a.y != -1) return 3;
  char *base = (char *)&a;
  if ((char *)&a.i - base != 4 || (char *)&a.f - base != 4) return 4;
  if ((char *)&a.x - base != 8 || (char *)&a.y - base != 10) return 5;
  if (sizeof(struct v) != 12) return 6;
  struct v *p = &a;
  if (p->y != -4 || p->i != 7) return 7;
  return 0;
}
__device__ int test(void) { return check(); }
