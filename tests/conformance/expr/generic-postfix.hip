// C17 6.5.1.1, 6.5.2: a generic selection is a primary expression, so
// postfix operators apply to it: a call, a subscript, a member (issue 13).
__device__ int f(void) { return 4; }
__device__ int g(void) { return 6; }
struct P { int x, y; };
__device__ int test(void) {
  int a = 1;
  const int b = 2;
  int arr[3] = {7, 8, 9};
  struct P p = {1, 2};
  if (_Generic(a, int: f, const int: g)() != 4)
    return 1;
  if (_Generic(a, int: f() / 2, const int: g() / 2) != 2)
    return 2;
  if (_Generic(&b, const int *: g, default: f)() != 6)
    return 3;
  if (_Generic(a, default: arr)[2] != 9)
    return 4;
  if (_Generic(a, int: p).y != 2 || _Generic(a, int: &p)->x != 1)
    return 5;
  if (_Generic((a, 1.0), double: 1, default: 0) != 1)
    return 6;
  return 0;
}
