// A const int initialised by an integer constant is not an integer constant
// expression in C (6.6p6), but clang folds it where a constant is needed
// (GNU extension, -Wgnu-folding-constant); device code has no variable
// length arrays, so hipc must fold it too.  The array gets the folded size.
__device__ int test(void) {
  const int N = 4;
  int a[N];
  for (int i = 0; i < N; i++)
    a[i] = i * i;
  if (sizeof(a) != 16) return 1;
  if (a[3] != 9) return 2;
  const int M = N * 2 + 1;
  char b[M];
  if (sizeof b != 9) return 3;
  return 0;
}
