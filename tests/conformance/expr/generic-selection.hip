// C17 6.5.1.1: _Generic picks the association whose type is compatible with
// the controlling expression's type after lvalue conversion (qualifiers
// dropped, arrays and functions to pointers); the others are not
// evaluated.
static int f(int x) { return x; }
__device__ int test(void) {
  const int ci = 1;
  volatile short vs = 2;
  int arr[3];
  int i = 0;
  if (_Generic(ci, int: 0, const int: 1, default: 2)) return 1;
  if (_Generic(vs, short: 0, default: 1)) return 2;
  if (_Generic(arr, int *: 0, default: 1)) return 3;
  if (_Generic(f, int (*)(int): 0, default: 1)) return 4;
  if (_Generic("s", char *: 0, const char *: 1, default: 2)) return 5;
  if (_Generic(1.0f, double: 1, default: 0)) return 6;       /* default taken */
  if (_Generic(i, int: 7, default: i++) != 7 || i != 0) return 7;
  if (_Generic(i++, int: 0, default: 1) || i != 0) return 8;  /* not evaluated */
  if (_Generic((char)0, char: 0, signed char: 1, unsigned char: 2, default: 3)) return 9;
  if (_Generic(0L, long: 0, long long: 1, default: 2)) return 10;
  if (_Generic(&ci, const int *: 0, int *: 1, default: 2)) return 11;
  return 0;
}
