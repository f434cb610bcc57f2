// C17 6.5.2.2p11: recursion over an array passed as a pointer (a
// quicksort), each activation with its own locals.
static void swap(int *a, int *b) { int t = *a; *a = *b; *b = t; }
static void qs(int *a, int lo, int hi) {
  if (lo >= hi) return;
  int p = a[(lo + hi) / 2], i = lo, j = hi;
  while (i <= j) {
    while (a[i] < p) i++;
    while (a[j] > p) j--;
    if (i <= j) swap(&a[i++], &a[j--]);
  }
  qs(a, lo, j);
  qs(a, i, hi);
}
__device__ int test(void) {
  int a[12] = {5, -3, 9, 0, 12, 7, 7, -8, 1, 100, 2, 3};
  qs(a, 0, 11);
  for (int i = 1; i < 12; i++)
    if (a[i - 1] > a[i]) return i;
  if (a[0] != -8 || a[11] != 100) return 20;
  return 0;
}
