// C17 6.7.9p9, p17 and 6.7.2.1p13: anonymous struct and union members are
// initialised as subobjects, in braces of their own.  (Designators that
// name their members directly: PENDING-A.md.)
struct v {
  int tag;
  union { int i; float f; };
  struct { short x, y; };
};
static int check(void) {
  struct v a = {1, {2}, {3, 4}};
  if (a.tag != 1 || a.i != 2 || a.x != 3 || a.y != 4) return 1;
  struct v b = {5, {.f = 1.5f}, {.y = 6}};
  if (b.tag != 5 || b.f != 1.5f || b.x != 0 || b.y != 6) return 2;
  struct v c = {9};
  if (c.i != 0 || c.x != 0 || c.y != 0) return 3;
  return 0;
}
__device__ int test(void) { return check(); }
