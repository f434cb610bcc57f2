// GNU range designators [first ... last] (clang and GCC): every element
// of the range gets the value.
static int check(void) {
  int a[10] = {[2 ... 5] = 7, [8] = 1};
  for (int i = 0; i < 10; i++) {
    int want = (i >= 2 && i <= 5) ? 7 : i == 8 ? 1 : 0;
    if (a[i] != want) return 1 + i;
  }
  int b[] = {[0 ... 3] = 2, [1] = 5};
  if (sizeof b != 4 * sizeof(int) || b[0] != 2 || b[1] != 5 || b[3] != 2) return 20;
  struct { int x, y; } c[4] = {[1 ... 2] = {3, 4}};
  if (c[0].x != 0 || c[1].x != 3 || c[2].y != 4 || c[3].y != 0) return 21;
  return 0;
}
__device__ int test(void) { return check(); }
