// C17 6.7.9p17, p21, p22: arrays initialise element by element; the rest
// is zero; an array of unknown size takes its length from the list.
static int check(void) {
  int a[5] = {1, 2, 3};
  if (a[0] != 1 || a[2] != 3 || a[3] != 0 || a[4] != 0) return 1;
  int b[] = {4, 5, 6, 7};
  if (sizeof b != 4 * sizeof(int) || b[3] != 7) return 2;
  double c[3] = {1.5};
  if (c[0] != 1.5 || c[1] != 0 || c[2] != 0) return 3;
  int d[4] = {0};
  for (int i = 0; i < 4; i++)
    if (d[i]) return 4;
  char e[] = {'a', 'b'};
  if (sizeof e != 2) return 5;
  return 0;
}
__device__ int test(void) { return check(); }
