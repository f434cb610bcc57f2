// C17 6.2.4p3, 6.7.9p10: a static block-scope object is initialised once,
// before the program starts, and keeps its value across iterations and
// calls.
static int counter(void) {
  static int n = 100;
  return n++;
}
__device__ int test(void) {
  int sum = 0;
  for (int i = 0; i < 3; i++) {
    static int s = 5;
    s++;
    sum += s;
  }
  if (sum != 6 + 7 + 8) return 1;
  if (counter() != 100) return 2;
  if (counter() != 101) return 3;
  return 0;
}
