// C17 6.2.4p3, 6.7.9p10: a static local has static storage duration: it is
// initialised once, before the program runs, and keeps its value between
// calls.
static int counter(void) {
  static int n;                 /* zero-initialised */
  return ++n;
}
static int accumulate(int x) {
  static int total = 100;
  total += x;
  return total;
}
static int *stable(void) {
  static int cell = 5;
  return &cell;
}
static int check(void) {
  if (counter() != 1 || counter() != 2 || counter() != 3) return 1;
  if (accumulate(1) != 101 || accumulate(10) != 111) return 2;
  int *p = stable();
  *p = 42;
  if (*stable() != 42 || stable() != p) return 3;
  return 0;
}
__device__ int test(void) { return check(); }
