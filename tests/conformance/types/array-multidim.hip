// C17 6.5.2.1p3-4, 6.7.6.2: an array of arrays is stored row-major;
// sizeof covers every element; indexing a[i][j] is *(*(a + i) + j).
static int check(void) {
  int a[3][4];
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++)
      a[i][j] = i * 10 + j;
  if (sizeof a != 48 || sizeof a[0] != 16 || sizeof a[0][0] != 4) return 1;
  if (*(*(a + 2) + 1) != 21) return 2;
  int *flat = &a[0][0];
  if (flat[4 * 1 + 3] != 13) return 3;
  if (&a[1][0] - &a[0][0] != 4) return 4;
  if ((char *)&a[2] - (char *)a != 32) return 5;
  if (sizeof a / sizeof a[0] != 3) return 6;
  return 0;
}
__device__ int test(void) { return check(); }
