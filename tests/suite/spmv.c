/* spmv.c - spmv.hip: a 3001-row sparse matrix with 0 to 60 nonzeros a row
 * (16 lanes a row, 8 rows a block of 128, the last block partial).  Each
 * row is at most 60 products summed in float in some order: within 2^-17
 * of the sum of their magnitudes. */
#include "../lib/check.h"

enum { ROWS = 3001, COLS = 2000, MAXNZ = ROWS * 60 };
static int row_start[ROWS + 1], col[MAXNZ];
static float val[MAXNZ], x[COLS], y[ROWS];

static const char *test_spmv(void) {
  int nz = 0;
  for (int r = 0; r < ROWS; r++) {
    row_start[r] = nz;
    int k = rng() % 61;
    for (int j = 0; j < k; j++)
      col[nz] = rng() % COLS, val[nz++] = frand(-1, 1);
  }
  row_start[ROWS] = nz;
  for (int i = 0; i < COLS; i++)
    x[i] = frand(-2, 2);
  KERNEL(f, "spmv_csr_vector");
  DEVICE(int *, drow, row_start, sizeof row_start);
  DEVICE(int *, dcol, col, nz * sizeof *col);
  DEVICE(float *, dval, val, nz * sizeof *val);
  DEVICE(float *, dx, x, sizeof x);
  DEVICE(float *, dy, NULL, sizeof y);
  int rows = ROWS;
  LAUNCH(f, (ROWS * 16 + 127) / 128, 1, 1, 128, 1, 1, 0, &drow, &dcol, &dval, &dx, &dy, &rows);
  TO_HOST(y, dy, sizeof y);
  for (int r = 0; r < ROWS; r++) {
    double want = 0, mag = 0;
    for (int e = row_start[r]; e < row_start[r + 1]; e++)
      want += val[e] * (double)x[col[e]], mag += fabs(val[e] * x[col[e]]);
    EXPECT(near(y[r], want, mag, 0x1p-17), "y[%d] = %.9g, not %.9g", r, y[r], want);
  }
  return NULL;
}

static const Test tests[] = {{"exec/spmv", test_spmv}};
EXEC_MAIN(tests)
