// C23 6.2.5p28 / 6.7.3p10 (adopted in gcc and clang for C17 too: clang
// says nothing, gcc only warns under -pedantic): an array and its elements
// are identically qualified, so `int (*)[3]` converts implicitly to
// `const int (*)[3]`; passing a 2-D array to a `const int m[][3]`
// parameter is the everyday case.
static int sum(const int m[][3], int rows) {
  int s = 0;
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < 3; c++) s += m[r][c];
  return s;
}
__device__ int test(void) {
  int a[2][3] = {{1, 2, 3}, {4, 5, 6}};
  if (sum(a, 2) != 21) return 1;
  const int (*p)[3] = a;
  if (p[1][2] != 6) return 2;
  const char (*s)[6] = &"hello";
  if ((*s)[1] != 'e') return 3;
  return 0;
}
