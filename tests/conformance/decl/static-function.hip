// C17 6.2.2p3: a static function has internal linkage; a later
// declaration without `static` keeps it (6.2.2p5).
static int helper(int);
int helper(int x);
static int helper(int x) { return x * 3; }
static int uses_later(void);
static int check(void) {
  if (helper(3) != 9) return 1;
  if (uses_later() != 7) return 2;
  return 0;
}
static int uses_later(void) { return 7; }
__device__ int test(void) { return check(); }
