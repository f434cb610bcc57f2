// C17 6.7.1: auto and register are storage classes for block-scope
// objects; they change nothing about the values.
static int sum(register int n) {
  register int s = 0;
  for (register int i = 1; i <= n; i++)
    s += i;
  return s;
}
static int check(void) {
  auto int a = 3;
  if (a != 3) return 1;
  if (sum(10) != 55) return 2;
  return 0;
}
__device__ int test(void) { return check(); }
