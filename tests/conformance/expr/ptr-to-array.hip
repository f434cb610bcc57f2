// C17 6.5.6, 6.5.2.1p3: a pointer to an array steps by whole arrays; a
// two-dimensional subscript is row-major.
__device__ int test(void) {
  int m[3][4];
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++)
      m[i][j] = i * 10 + j;
  int (*row)[4] = m;
  if ((char *)(row + 1) - (char *)row != 16) return 1;
  if (row[2][3] != 23) return 2;
  if ((*(row + 1))[2] != 12) return 3;
  if (*(*(m + 2) + 1) != 21) return 4;
  if (sizeof(*row) != 16) return 5;
  if (sizeof(m) != 48) return 6;
  if (&m[1][0] - &m[0][0] != 4) return 7;
  int (*whole)[3][4] = &m;
  if ((*whole)[1][1] != 11) return 8;
  return 0;
}
