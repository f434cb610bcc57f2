// C17 6.10.3p10, 7.1.4p1: a function-like macro name not followed by ( is
// not expanded, so (name)(args) and &name reach a function of the same
// name, as C libraries do for functions they also define as macros.
static int twice(int x) { return 2 * x; }
#define twice(x) ((x) + 1000)
#define NOARGS twice
__device__ int test(void) {
  if (twice(1) != 1001) return 1;              /* the macro */
  if ((twice)(1) != 2) return 2;               /* the function */
  int (*p)(int) = twice;
  if (p(5) != 10) return 3;
  if (NOARGS(2) != 1002) return 4;             /* ( after the rescan */
  return 0;
}
