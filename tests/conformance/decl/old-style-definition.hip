// C17 6.9.1p6, p13: a function definition with an identifier list and
// parameter declarations (obsolescent but valid C17); the arguments get
// the declared types' values (promoted, then converted on entry).
static int add3(a, b, c)
  int a;
  short b;
  char c;
{
  return a + b + c;
}
static double half(x) double x; { return x / 2; }
static int check(void) {
  if (add3(1, 2, 3) != 6) return 1;
  if (half(5.0) != 2.5) return 2;
  return 0;
}
__device__ int test(void) { return check(); }
