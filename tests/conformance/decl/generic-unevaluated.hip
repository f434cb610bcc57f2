// C17 6.5.1.1p3: the controlling expression is not evaluated, nor are the
// associations not chosen; the result has the chosen expression's type
// and value (an lvalue when it is one).
static int calls;
static int bump(void) { return ++calls; }
static int check(void) {
  int x = 0;
  int r = _Generic(x++, int: 10, default: 20);
  if (r != 10 || x != 0) return 1;
  r = _Generic(1.0, double: 5, int: bump());
  if (r != 5 || calls != 0) return 2;
  r = _Generic(1, int: bump(), double: bump());
  if (r != 1 || calls != 1) return 3;
  int y = 0;
  _Generic(y, int: y, default: x) = 7;          /* an lvalue */
  if (y != 7) return 4;
  if (sizeof(_Generic(1, int: (char)0, default: 0.0)) != 1) return 5;
  return 0;
}
__device__ int test(void) { return check(); }
