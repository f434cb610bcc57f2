// C17 6.7.6.2: arrays of any rank; a sub-array decays to a pointer to its
// element type.
static int sum_plane(int (*p)[3], int rows) {
  int s = 0;
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < 3; j++)
      s += p[i][j];
  return s;
}
static int check(void) {
  int a[2][2][3];
  int n = 0;
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 2; j++)
      for (int k = 0; k < 3; k++)
        a[i][j][k] = n++;
  if (sizeof a != 48 || sizeof a[1] != 24 || sizeof a[1][1] != 12) return 1;
  if (a[1][0][2] != 8 || a[1][1][2] != 11) return 2;
  if (sum_plane(a[1], 2) != 6 + 7 + 8 + 9 + 10 + 11) return 3;
  int (*plane)[2][3] = a;
  if (plane[1][1][0] != 9) return 4;
  char cube[2][3][4][5];
  if (sizeof cube != 120 || sizeof cube[1][2] != 20) return 5;
  return 0;
}
__device__ int test(void) { return check(); }
