// C17 6.8.4.1: in an else-if chain only the conditions up to the first
// true one are evaluated; a nested if without braces binds the else to
// the nearest if.
static int evals;
static int is(int a, int b) { evals++; return a == b; }
static int classify(int x) {
  evals = 0;
  if (is(x, 1)) return 1;
  else if (is(x, 2)) return 2;
  else if (is(x, 3)) return 3;
  else return 0;
}
__device__ int test(void) {
  if (classify(2) != 2 || evals != 2) return 1;
  if (classify(9) != 0 || evals != 3) return 2;
  int r = 0;
  if (1)
    if (0) r = 1;
    else r = 2;                                /* belongs to if (0) */
  if (r != 2) return 3;
  return 0;
}
