// C17 6.7.6.3p7: `static` and qualifiers between the brackets of an array
// parameter apply to the pointer it becomes.
static int sum4(const int a[static 4]) { return a[0] + a[1] + a[2] + a[3]; }
static int first(int a[const 3]) { return a[0]; }
static int last(int n, int a[restrict static 1]) { return a[n - 1]; }
static int grid(int m[][3], int i, int j) { return m[i][j]; }
static int check(void) {
  int v[6] = {1, 2, 3, 4, 5, 6};
  if (sum4(v) != 10 || sum4(v + 2) != 18) return 1;
  if (first(v + 5) != 6) return 2;
  if (last(6, v) != 6) return 3;
  int m[2][3] = {{1, 2, 3}, {4, 5, 6}};
  if (grid(m, 1, 2) != 6) return 4;
  return 0;
}
__device__ int test(void) { return check(); }
