// C17 6.7.6.3: functions taking and returning pointers to functions, with
// and without typedefs; a parameter of function type is a pointer
// (6.7.6.3p8).
typedef int (*unary)(int);
static int neg(int x) { return -x; }
static int sq(int x) { return x * x; }
static int apply(int (*f)(int), int x) { return f(x); }
static int apply_fn_type(int f(int), int x) { return f(x); }
static int (*pick(int which))(int) { return which ? sq : neg; }
static unary pick2(int which) { return which ? neg : sq; }
static int twice(unary f, int x) { return f(f(x)); }
static int check(void) {
  if (apply(neg, 5) != -5 || apply(sq, 5) != 25) return 1;
  if (apply_fn_type(sq, 3) != 9) return 2;
  if (pick(1)(4) != 16 || pick(0)(4) != -4) return 3;
  if (pick2(1)(4) != -4) return 4;
  if (twice(sq, 3) != 81) return 5;
  int (*(*meta)(int))(int) = pick;
  if (meta(1)(6) != 36) return 6;
  return 0;
}
__device__ int test(void) { return check(); }
