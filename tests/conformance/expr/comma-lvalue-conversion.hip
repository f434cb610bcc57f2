// C17 6.5.17p2 and 6.3.2.1: the operands of ',' undergo lvalue conversion,
// so an array right operand decays (sizeof gives a pointer's size in C)
// and the result type is unqualified and not promoted.
__device__ int test(void) {
  char arr[10];
  const short cs = 3;
  char c = 1;
  if (sizeof(0, arr) != sizeof(char *)) return 1;
  if (sizeof arr != 10) return 2;
  if (_Generic((0, cs), short: 0, default: 1)) return 3;   /* not const */
  if (_Generic((0, c), char: 0, default: 1)) return 4;     /* not promoted */
  if (_Generic((0, arr), char *: 0, default: 1)) return 5;
  int n = 0;
  int r = (n++, n++, n++, n);
  if (r != 3 || n != 3) return 6;
  return 0;
}
