// C17 6.8.2: a block's items are declarations and statements in any
// order; each declaration's initializer runs when reached.
__device__ int test(void) {
  int a = 1;
  a *= 2;
  int b = a + 1;
  b++;
  const int c = a + b;
  if (c != 6) return 1;
  int d[sizeof(int) > 2 ? 2 : 1];
  d[1] = c;
  struct { int x; } s = {d[1] * 2};
  if (s.x != 12) return 2;
  return 0;
}
