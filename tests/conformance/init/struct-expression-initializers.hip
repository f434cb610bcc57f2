// C17 6.7.9p13: the initializer of a struct or union member (or array
// element) may be a single expression of compatible struct/union type: it
// initializes the whole member, with no brace elision into it.
struct in { int a, b; };
struct out { int y; struct in in; int x; };
union u { int i; float f; };
struct hold { union u u; int x; };
static struct in gi = {1, 2};
static struct in mk(int a) { struct in r = {a, a + 1}; return r; }
__device__ int test(void) {
  struct out o = {7, gi, 3};
  if (o.y != 7 || o.in.a != 1 || o.in.b != 2 || o.x != 3) return 1;
  struct in arr[3] = {gi, {5, 6}, mk(9)};
  if (arr[0].b != 2 || arr[1].a != 5 || arr[2].b != 10) return 2;
  struct out p = {.x = 4, .in = mk(1)};
  if (p.in.b != 2 || p.x != 4 || p.y != 0) return 3;
  union u v = {.f = 2.0f};
  struct hold h = {v, 5};
  if (h.u.f != 2.0f || h.x != 5) return 4;
  struct in *ptr = &gi;
  struct out q = {0, *ptr, (struct in){8, 9}.a};
  if (q.in.a != 1 || q.x != 8) return 5;
  return 0;
}
