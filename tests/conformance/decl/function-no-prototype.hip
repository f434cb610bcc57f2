// C17 6.7.6.3p14: `int g();` in a declaration says nothing about the
// parameters, so a call with arguments is valid and reaches the later
// prototyped definition; `()` in a definition means no parameters.
static int g();
static int use(void) { return g(2, 3); }
static int g(int a, int b) { return a * b; }
static int h() { return 4; }
static int check(void) {
  if (use() != 6) return 1;
  if (h() != 4) return 2;
  return 0;
}
__device__ int test(void) { return check(); }
