// C17 6.5.6p8, 6.5.2.1p3: arithmetic on a pointer to an array moves by
// whole rows; *p is the row, decaying to a pointer to its first element.
__device__ int test(void) {
  int m[3][4];
  for (int i = 0; i < 12; i++) m[i / 4][i % 4] = i;
  int (*p)[4] = m;
  if (sizeof *p != 16) return 1;
  if ((char *)(p + 1) - (char *)p != 16) return 2;
  if ((*(p + 2))[1] != 9) return 3;
  if (p[1][3] != 7) return 4;
  if (*p[2] != 8) return 5;                    /* p[2][0] */
  int (*q)[4] = &m[2];
  if (q - p != 2) return 6;
  int *e = *p;
  if (e[5] != 5) return 7;                     /* row-major */
  return 0;
}
