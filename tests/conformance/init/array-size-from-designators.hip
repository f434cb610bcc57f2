// C17 6.7.9p22: an array of unknown size gets the size of its largest
// designated or positional index plus one.
__device__ int test(void) {
  int a[] = {[5] = 1};
  int b[] = {1, [10] = 2, 3};
  int c[] = {[3] = 3, [1] = 1};
  if (sizeof a / sizeof a[0] != 6) return 1;
  if (sizeof b / sizeof b[0] != 12) return 2;
  if (b[11] != 3 || b[1] != 0) return 3;
  if (sizeof c / sizeof c[0] != 4) return 4;
  struct { int x; } d[] = {[2].x = 5};
  if (sizeof d / sizeof d[0] != 3 || d[2].x != 5) return 5;
  return 0;
}
