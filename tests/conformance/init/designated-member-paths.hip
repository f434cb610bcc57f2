// C17 6.7.9p7, p17-19: a designator list of several members and
// subscripts names a sub-object deep inside; the rest is zeroed.
struct pt { int x, y; };
struct shape { int kind; struct pt p[3]; struct { int w, h; } box; };
__device__ int test(void) {
  struct shape s = { .p[1].y = 5, .box.h = 9, .p[2] = {7, 8}, .kind = 2 };
  if (s.kind != 2 || s.p[1].y != 5 || s.box.h != 9) return 1;
  if (s.p[2].x != 7 || s.p[2].y != 8) return 2;
  if (s.p[0].x != 0 || s.p[1].x != 0 || s.box.w != 0) return 3;
  struct shape t[2] = { [1].p[0].x = 4, [0].box = {1, 2} };
  if (t[1].p[0].x != 4 || t[0].box.w != 1 || t[0].box.h != 2 || t[1].kind != 0) return 4;
  return 0;
}
