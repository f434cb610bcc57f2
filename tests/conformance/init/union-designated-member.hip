// C17 6.7.9p17, p10: a union's initializer without designator initializes
// the first member; a designator picks another; a static union without
// initializer is zero in its first member.
union val { int i; float f; char c[8]; };
struct tagged { int tag; union val v; };
static union val zero;
__device__ int test(void) {
  union val a = {65};
  union val b = {.f = 1.5f};
  union val c = {.c = "hey"};
  if (a.i != 65) return 1;
  if (b.f != 1.5f) return 2;
  if (c.c[2] != 'y' || c.c[3] != 0) return 3;
  struct tagged t = {2, .v.f = 2.5f};
  if (t.tag != 2 || t.v.f != 2.5f) return 4;
  struct tagged u = {1, {7}};
  if (u.v.i != 7) return 5;
  if (zero.i != 0) return 6;
  return 0;
}
