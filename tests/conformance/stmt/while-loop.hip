// C17 6.8.5.1: while evaluates its condition before each iteration; zero
// iterations are possible.
static int calls;
static int below(int i, int n) { calls++; return i < n; }
__device__ int test(void) {
  int i = 0, sum = 0;
  calls = 0;
  while (below(i, 5)) {
    sum += i;
    i++;
  }
  if (sum != 10 || calls != 6) return 1;       /* the condition runs n + 1 times */
  int ran = 0;
  while (0)
    ran = 1;
  if (ran) return 2;
  unsigned u = 3;
  while (u--)
    sum++;
  if (sum != 13 || u != 4294967295u) return 3;
  return 0;
}
