// C17 6.7.6.3p7-8, p15: array and function parameters are adjusted to
// pointers, and top-level qualifiers on parameters do not matter for
// compatibility, so these redeclarations all agree.
int takes_arr(int a[10]);
int takes_arr(int *a);
int takes_arr(int a[]) { return a[1] + (int)sizeof a; }
int takes_fn(int g(int));
int takes_fn(int (*g)(int)) { return g(3); }
int takes_const(int x);
int takes_const(const int x) { return x * 2; }
static int sq(int v) { return v * v; }
__device__ int test(void) {
  int v[10] = {0, 4};
  if (takes_arr(v) != 4 + (int)sizeof(int *)) return 1;
  if (takes_fn(sq) != 9) return 2;
  if (takes_const(21) != 42) return 3;
  return 0;
}
