// C17 6.7.9p7, p19 and EXAMPLE 12: nested designators (.a.b, [i].m,
// .arr[i]) reach into sub-aggregates.
struct pt { int x, y; };
struct shape { struct pt c; int r[3]; };
static int check(void) {
  struct shape s = {.c.y = 4, .r[2] = 9, .c.x = 1};
  if (s.c.x != 1 || s.c.y != 4 || s.r[0] != 0 || s.r[2] != 9) return 1;
  struct pt ps[3] = {[1].y = 5, [2].x = 6, [0] = {7, 8}};
  if (ps[0].x != 7 || ps[0].y != 8 || ps[1].x != 0 || ps[1].y != 5 || ps[2].x != 6) return 2;
  struct shape t[2] = {[1].r = {1, 2, 3}, [0].c = {.y = 2}};
  if (t[1].r[1] != 2 || t[0].c.y != 2 || t[0].c.x != 0 || t[1].c.x != 0) return 3;
  int m[2][3] = {[1][2] = 5, [0][1] = 3};
  if (m[1][2] != 5 || m[0][1] != 3 || m[1][0] != 0) return 4;
  return 0;
}
__device__ int test(void) { return check(); }
