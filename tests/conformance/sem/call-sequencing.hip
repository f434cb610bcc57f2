// C17 6.5.2.2p10: there is a sequence point after the evaluation of the
// function designator and arguments and before the call; a function call
// is indeterminately sequenced with other evaluations (so side effects of
// one call are complete before another starts).
static int g;
static int read_g(void) { return g; }
static int set_g(int v) { g = v; return v; }
static int add3(int a, int b, int c) { return a + b + c; }
__device__ int test(void) {
  int i = 1;
  g = 0;
  if (add3(i, i * 2, i * 3) != 6) return 1;
  int r = set_g(5) + read_g();                 /* either order: 5 + 0 or 5 + 5 */
  if (r != 5 && r != 10) return 2;
  if (g != 5) return 3;
  i = 0;
  int x = add3(i++, 10, 20);                   /* i++ completes before the call */
  if (x != 30 || i != 1) return 4;
  int (*fp)(int) = set_g;
  if (fp(set_g(3) + 1) != 4 || g != 4) return 5;
  return 0;
}
