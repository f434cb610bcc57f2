// C17 6.7.3.1: restrict promises no other access path; when the promise
// holds the results are the ordinary ones.
static void add_arrays(int *restrict out, const int *restrict a, const int *restrict b, int n) {
  for (int i = 0; i < n; i++)
    out[i] = a[i] + b[i];
}
static int sum_twice(const int *__restrict__ p, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += p[i];
  for (int i = 0; i < n; i++)
    s += p[i];
  return s;
}
__device__ int test(void) {
  int a[4] = {1, 2, 3, 4}, b[4] = {10, 20, 30, 40}, out[4];
  add_arrays(out, a, b, 4);
  if (out[0] != 11 || out[3] != 44) return 1;
  if (sum_twice(a, 4) != 20) return 2;
  return 0;
}
