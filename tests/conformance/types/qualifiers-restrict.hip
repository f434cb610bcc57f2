// C17 6.7.3.1: restrict-qualified pointers; when the objects do not
// overlap the results are those of the plain code.
static void axpy(int n, float a, const float *restrict x, float *restrict y) {
  for (int i = 0; i < n; i++)
    y[i] += a * x[i];
}
static int copy_sum(int *__restrict dst, const int *__restrict src, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    dst[i] = src[i];
    s += dst[i];
  }
  return s;
}
static int check(void) {
  float x[4] = {1, 2, 3, 4}, y[4] = {1, 1, 1, 1};
  axpy(4, 2.0f, x, y);
  if (y[0] != 3 || y[3] != 9) return 1;
  int a[3] = {5, 6, 7}, b[3];
  if (copy_sum(b, a, 3) != 18 || b[2] != 7) return 2;
  int *restrict r = a;
  r[0] = 1;
  if (a[0] != 1) return 3;
  return 0;
}
__device__ int test(void) { return check(); }
