// C17 6.5.3.4p7, 6.7.6.2, 6.7.9p22: sizeof of an array and its rows, and
// an unknown outer bound completed by the initializer.
__device__ int test(void) {
  int m[][3] = {{1, 2, 3}, {4, 5, 6}, {7}};
  if (sizeof m != 36 || sizeof m[0] != 12 || sizeof m[0][0] != 4) return 1;
  if (sizeof m / sizeof m[0] != 3) return 2;
  char s[][4] = {"ab", "cde", ""};
  if (sizeof s != 12 || s[1][2] != 'e' || s[2][0] != 0) return 3;
  double cube[2][3][4];
  if (sizeof cube[1] != 96 || sizeof cube[1][2] != 32) return 4;
  int flat[] = {1, 2, 3, 4, 5};
  if (sizeof flat != 20) return 5;
  if (m[2][1] != 0 || m[2][0] != 7) return 6;
  return 0;
}
