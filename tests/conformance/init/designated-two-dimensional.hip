// C17 6.7.9p17-18: designators on a two-dimensional array, [i][j] and
// whole rows [i] = {...}, mixed with positional values.
__device__ int test(void) {
  int m[3][3] = {[1][1] = 5, [2] = {7, 8}, [0][2] = 3};
  int want[3][3] = {{0, 0, 3}, {0, 5, 0}, {7, 8, 0}};
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++)
      if (m[i][j] != want[i][j]) return 1 + i * 3 + j;
  return 0;
}
