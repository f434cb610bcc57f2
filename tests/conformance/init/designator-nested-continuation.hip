// C17 6.7.9p17: "the next subobject in order after the designated
// subobject": after a designator naming an element or member inside a
// nested aggregate, positional values continue inside that aggregate
// (gcc and clang: a = {0, 5, 6}, b = 7 and in = {0, 8, 9}, tail = 10).
struct in { int x, y, z; };
struct out { int a[3]; int b; struct in in; int tail; };
__device__ int test(void) {
  struct out o = {.a[1] = 5, 6, 7, .in.y = 8, 9, 10};
  if (o.a[0] != 0 || o.a[1] != 5 || o.a[2] != 6) return 1;
  if (o.b != 7) return 2;
  if (o.in.x != 0 || o.in.y != 8 || o.in.z != 9) return 3;
  if (o.tail != 10) return 4;
  int m[2][3] = {[0][1] = 5, 6, 7};
  if (m[0][2] != 6 || m[1][0] != 7) return 5;
  return 0;
}
