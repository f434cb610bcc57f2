// C23 6.7.11.6 / GNU __attribute__((fallthrough)): an attribute on a null
// statement before a case label marks an intended fallthrough; behaviour
// is unchanged.
static int f(int n) {
  int r = 0;
  switch (n) {
  case 0:
    r += 1;
    __attribute__((fallthrough));
  case 1:
    r += 2;
    break;
  default:
    r = 9;
  }
  return r;
}
__device__ int test(void) {
  if (f(0) != 3 || f(1) != 2 || f(2) != 9) return 1;
  return 0;
}
