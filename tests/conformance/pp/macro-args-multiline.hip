// C17 6.10.3p10: the arguments of an invocation may span lines; newlines
// there are white space.  Arguments are separated by the commas at the top
// level only.
#define SUB(a, b) ((a) - (b))
static int mul(int a, int b) { return a * b; }
static int check(void) {
  int r = SUB(
      10,
      3
  );
  if (r != 7) return 1;
  if (SUB(mul(2, 5), mul(1, 3)) != 7) return 2;
  int a[] = {4, 5};
  if (SUB(a[0], a[1]) != -1) return 3;
  if (SUB((1, 9), 2) != 7) return 4;
  return 0;
}
__device__ int test(void) { return check(); }
