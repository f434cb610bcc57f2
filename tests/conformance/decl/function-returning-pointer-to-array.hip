// C17 6.7.6.3, 6.7.6.2: a function returning a pointer to an array, and a
// pointer to such a function, written without typedefs.
static int rows[2][3] = {{1, 2, 3}, {4, 5, 6}};
static int (*row(int i))[3] { return &rows[i]; }
static int (*(*pick)(int))[3] = row;
__device__ int test(void) {
  if ((*row(1))[2] != 6) return 1;
  if ((*pick(0))[1] != 2) return 2;
  int (*r)[3] = row(0);
  if (r[1][0] != 4) return 3;                  /* the next row */
  if (sizeof *row(0) != 12) return 4;
  return 0;
}
