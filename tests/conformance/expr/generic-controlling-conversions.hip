// C17 6.5.1.1p2 (as amended by DR 481): the controlling expression goes
// through lvalue conversion and array/function decay: qualifiers drop,
// arrays become pointers, functions become function pointers.
static int fn(int x) { return x; }
__device__ int test(void) {
  const int ci = 1;
  volatile short vs = 2;
  int arr[4];
  const char carr[3] = "ab";
  if (_Generic(ci, int: 0, default: 1)) return 1;
  if (_Generic(vs, short: 0, default: 1)) return 2;
  if (_Generic(arr, int *: 0, default: 1)) return 3;
  if (_Generic(carr, const char *: 0, default: 1)) return 4;
  if (_Generic("str", char *: 0, default: 1)) return 5;   /* char[4] decays */
  if (_Generic(fn, int (*)(int): 0, default: 1)) return 6;
  if (_Generic(&arr, int (*)[4]: 0, default: 1)) return 7;
  if (_Generic(ci + 0L, long: 0, default: 1)) return 8;
  return 0;
}
