// C17 6.7.9p20: nested braces initialise sub-aggregates; a shorter inner
// list leaves the rest of that sub-aggregate zero.
struct pt { int x, y; };
struct line { struct pt a, b; int w; };
static int check(void) {
  struct line l = {{1, 2}, {3}, 9};
  if (l.a.x != 1 || l.a.y != 2 || l.b.x != 3 || l.b.y != 0 || l.w != 9) return 1;
  int m[3][3] = {{1}, {4, 5}, {7, 8, 9}};
  if (m[0][0] != 1 || m[0][1] != 0 || m[1][1] != 5 || m[1][2] != 0 || m[2][2] != 9) return 2;
  struct pt ps[3] = {{1, 1}, {2}};
  if (ps[1].x != 2 || ps[1].y != 0 || ps[2].x != 0) return 3;
  return 0;
}
__device__ int test(void) { return check(); }
