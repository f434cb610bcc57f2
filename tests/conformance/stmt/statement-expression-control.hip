// GNU statement expressions in loop conditions and as for-clauses, and
// with a return inside that leaves the function.
static int first_neg(const int *a, int n) {
  for (int i = 0; i < n; i++)
    ({ if (a[i] < 0) return i; });
  return -1;
}
__device__ int test(void) {
  int i = 0, steps = 0;
  while (({ int t = i * i; t < 50; }))
    i++, steps++;
  if (i != 8 || steps != 8) return 1;
  int a[5] = {1, 2, -3, 4, -5};
  if (first_neg(a, 5) != 2 || first_neg(a, 2) != -1) return 2;
  int s = 0;
  for (int k = ({ 2; }); k < ({ int lim = 5; lim; }); k++) s += k;
  if (s != 9) return 3;
  return 0;
}
