// C17 6.7.2.1p13, 6.7.9p7: the members of an anonymous struct or union are
// members of the containing struct, so `.f` and `.y` designate them
// directly (clang and GCC).
struct v {
  int tag;
  union { int i; float f; };
  struct { short x, y; };
};
static int check(void) {
  struct v b = {.f = 1.5f, .y = 6};
  if (b.tag != 0 || b.f != 1.5f || b.x != 0 || b.y != 6) return 1;
  struct v c = {9, .x = 5};
  if (c.tag != 9 || c.i != 0 || c.x != 5) return 2;
  return 0;
}
__device__ int test(void) { return check(); }
