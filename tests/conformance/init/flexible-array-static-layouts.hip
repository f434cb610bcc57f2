// GNU C: the elements of a flexible array member in a static object go
// after the member's own offset, which may lie inside the struct's tail
// padding (char d[] after a char), after a bit-field, or be a string; a
// static local counts too, and empty or absent elements leave the object
// its declared size.
struct S { int n; int d[]; };
struct C { int n; char c; char d[]; };
struct B { unsigned a : 3; char d[]; };
static struct S s = {2, {3, 4}};
struct C c1 = {1, 2, {3, 4, 5, 6, 7}};
struct C c2 = {1, 2, "xyz"};
struct B b = {5, {9}};
struct S z = {1};
struct S e = {1, {}};
__device__ int test(void) {
  static struct S t = {3, {1, 2, 3}};
  if (s.d[1] != 4 || t.d[2] != 3) return 1;
  if (c1.c != 2 || c1.d[0] != 3 || c1.d[4] != 7) return 2;
  if (c2.d[2] != 'z' || c2.d[3]) return 3;
  if (b.a != 5 || b.d[0] != 9) return 4;
  if (z.n != 1 || e.n != 1 || sizeof z != sizeof(int)) return 5;
  return 0;
}
