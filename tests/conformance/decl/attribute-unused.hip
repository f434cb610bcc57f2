// FLAGS: -Wall -Werror
// GNU __attribute__((unused)) (also spelled __unused__, before or after
// the declarator): no -Wunused warning for the marked entity; the case is
// compiled with -Wall -Werror.
static int helper(int x __attribute__((unused)), int y) { return y; }
static int check(void) {
  int unused_local __attribute__((unused));
  int other __attribute__((__unused__)) = 3;
  __attribute__((unused)) int before = 4;
  if (helper(1, 2) != 2) return 1;
  return 0;
}
__device__ int test(void) { return check(); }
