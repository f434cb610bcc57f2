// C17 6.5.1.1p3, 6.5.2: a generic selection is a primary expression, so
// postfix operators apply to its result: a call, a subscript, a member.
static int f(void) { return 10; }
static int g(void) { return 20; }
struct S { int m; };
__device__ int test(void) {
  int a = 0;
  const int ca = 0;
  if (_Generic(a, int: f, default: g)() != 10) return 1;
  if (_Generic(ca, int: f, default: g)() != 10) return 2;   /* lvalue conversion */
  if (_Generic(1.0, int: f, default: g)() != 20) return 3;
  int arr[3] = {1, 2, 3};
  if (_Generic(a, int: arr)[2] != 3) return 4;
  struct S s = {7}, *ps = &s;
  if (_Generic(a, int: s).m != 7) return 5;
  if (_Generic(a, int: ps)->m != 7) return 6;
  return 0;
}
