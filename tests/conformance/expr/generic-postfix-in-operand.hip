// C17 6.5.1.1p2: an association's expression is any assignment
// expression, e.g. a call followed by a division, and the selection can
// itself be the left operand of a binary operator.
static int f(void) { return 10; }
static int g(void) { return 20; }
__device__ int test(void) {
  int a = 0;
  if (_Generic(a, int: f() / 2, const int: g() / 2) != 5) return 1;
  if (_Generic(a, int: f() / 2, default: g() / 2) * 3 != 15) return 2;
  if (_Generic(1.5f, float: g(), default: 0) + 1 != 21) return 3;
  return 0;
}
