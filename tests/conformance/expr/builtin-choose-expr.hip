// GNU __builtin_choose_expr(const, e1, e2) (gcc, clang): selects e1 or e2
// at compile time; the result has the chosen operand's type, unlike ?:,
// and is an lvalue when that operand is; the other is not evaluated.
static int calls;
static int bump(void) { return ++calls; }
__device__ int test(void) {
  if (__builtin_choose_expr(1, 10, 20) != 10) return 1;
  if (_Generic(__builtin_choose_expr(0, 1, 2.0), double: 0, default: 1)) return 2;
  if (_Generic(__builtin_choose_expr(1, (char)1, 2.0), char: 0, default: 1)) return 3;
  int v = __builtin_choose_expr(sizeof(int) == 4, 5, bump());
  if (v != 5 || calls != 0) return 4;
  int x = 0;
  __builtin_choose_expr(1, x, calls) = 7;
  if (x != 7) return 5;
  return 0;
}
