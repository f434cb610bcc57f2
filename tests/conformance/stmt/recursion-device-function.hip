// A __device__ function that calls itself (device code may recurse; the
// stack is in private memory).
__device__ int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
__device__ void fill(int *a, int n) {
  if (n == 0)
    return;
  a[n - 1] = n * n;
  fill(a, n - 1);
}
__device__ int test(void) {
  if (fib(0) != 0 || fib(1) != 1) return 1;
  if (fib(15) != 610) return 2;
  int a[8];
  fill(a, 8);
  for (int i = 0; i < 8; i++)
    if (a[i] != (i + 1) * (i + 1)) return 3 + i;
  return 0;
}
