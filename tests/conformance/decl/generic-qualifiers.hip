// C17 6.5.1.1p2 (as amended by DR 481): the controlling expression goes
// through lvalue conversion, so top-level qualifiers are dropped and arrays
// and functions decay; qualifiers below a pointer are kept.
static int f(int x) { return x; }
static int check(void) {
  const int ci = 1;
  volatile int vi = 2;
  if (_Generic(ci, int: 1, const int: 2, default: 3) != 1) return 1;
  if (_Generic(vi, int: 1, default: 3) != 1) return 2;
  int arr[4];
  if (_Generic(arr, int *: 1, default: 2) != 1) return 3;
  const int carr[2] = {0, 0};
  if (_Generic(carr, const int *: 1, int *: 2, default: 3) != 1) return 4;
  if (_Generic(f, int (*)(int): 1, default: 2) != 1) return 5;
  const int *pc = &ci;
  int *const cp = 0;
  if (_Generic(pc, const int *: 1, int *: 2, default: 3) != 1) return 6;
  if (_Generic(cp, int *: 1, default: 2) != 1) return 7;
  if (_Generic("abc", char *: 1, const char *: 2, default: 3) != 1) return 8;
  return 0;
}
__device__ int test(void) { return check(); }
