// GNU C: x ?: y is x ? x : y with x evaluated once.
static int calls;
static int next(void) { return ++calls; }
__device__ int test(void) {
  volatile int z = 0, five = 5;
  if ((five ?: 7) != 5) return 1;
  if ((z ?: 7) != 7) return 2;
  calls = 0;
  if ((next() ?: 100) != 1) return 3;
  if (calls != 1) return 4;                    /* evaluated once */
  int *p = 0, x = 3;
  if (*(p ?: &x) != 3) return 5;
  return 0;
}
