// C17 6.7.9 EXAMPLE 6: a three-dimensional array, fully and partly
// bracketed, gives the same values.
static int check(void) {
  short q[4][3][2] = {
    { 1 },
    { 2, 3 },
    { 4, 5, 6 }
  };
  short r[4][3][2] = {
    1, 0, 0, 0, 0, 0,
    2, 3, 0, 0, 0, 0,
    4, 5, 6
  };
  short s[4][3][2] = {
    { { 1 }, },
    { { 2, 3 }, },
    { { 4, 5 }, { 6 }, }
  };
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 3; j++)
      for (int k = 0; k < 2; k++)
        if (q[i][j][k] != r[i][j][k] || r[i][j][k] != s[i][j][k]) return 1 + i;
  if (q[2][1][0] != 6 || q[3][0][0] != 0) return 10;
  return 0;
}
__device__ int test(void) { return check(); }
