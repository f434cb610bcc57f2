// GNU attributes on variables and parameters: after the declarator before
// an initializer, before the type, on a parameter, on one of several
// declarators.
static int add(int a __attribute__((unused)), int b) { return b; }
__device__ int test(void) {
  int x __attribute__((unused)) = 3;
  __attribute__((unused)) int y = 4;
  int p = 1, q __attribute__((aligned(16))) = 2, r = 3;
  if (x + y != 7) return 1;
  if (add(1, 2) != 2) return 2;
  if ((unsigned long)&q % 16 || p + q + r != 6) return 3;
  return 0;
}
