// C11 6.7.2.1p13, C17 6.7.9p9, p17: an anonymous union member takes one
// positional initializer (for its first member), then initialization goes
// on with the member after it.
struct s { int a; union { int b; float c; }; int d; };
struct t { int tag; struct { short x, y; }; int tail; };
__device__ int test(void) {
  struct s v = {1, 2, 3};
  if (v.a != 1 || v.b != 2 || v.d != 3) return 1;
  struct s w = {1, {.c = 2.5f}, 4};
  if (w.c != 2.5f || w.d != 4) return 2;
  struct t u = {1, 2, 3, 4};                   /* brace elision into the struct */
  if (u.x != 2 || u.y != 3 || u.tail != 4) return 3;
  return 0;
}
