// C17 6.2.3p1: each struct or union has its own name space for members,
// separate from ordinary identifiers, tags and labels: one name used as a
// tag, a member, a variable and a label.
struct x { int x; struct { int x; } in; };
__device__ int test(void) {
  struct x x = {1, {2}};
  int r = x.x + x.in.x;
  goto x;
x:
  if (r != 3) return 1;
  struct y { int y; } y = {5};
  if (y.y != 5) return 2;
  return 0;
}
