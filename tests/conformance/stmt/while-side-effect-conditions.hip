// C17 6.8.5p4: the controlling expression of while and do-while is
// evaluated before each iteration (after for do-while), with its side
// effects, including assignments and calls.
static int next(int *state) { return (*state)-- > 0; }
__device__ int test(void) {
  const char *s = "hello";
  int len = 0;
  while (*s++) len++;
  if (len != 5) return 1;
  int st = 3, n = 0;
  while (next(&st)) n++;
  if (n != 3 || st != -1) return 2;
  int c, k = 0, buf[4] = {7, 8, 0, 9};
  while ((c = buf[k++]) != 0)
    ;
  if (k != 3) return 3;
  int d = 10;
  do d -= 3; while (d > 0);
  if (d != -2) return 4;
  return 0;
}
