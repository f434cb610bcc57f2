// C17 6.7.6: arrays of pointers, pointers to arrays and arrays of
// pointers to arrays, with the subscripts and dereferences each needs.
__device__ int test(void) {
  int r0[3] = {1, 2, 3}, r1[3] = {4, 5, 6};
  int *rows[2] = {r0, r1};                     /* array of pointers */
  int (*pr)[3] = &r1;                          /* pointer to an array */
  int (*tab[2])[3] = {&r0, &r1};               /* array of pointers to arrays */
  int (**ptab)[3] = tab;
  if (rows[1][2] != 6 || *rows[0] != 1) return 1;
  if ((*pr)[0] != 4 || pr[0][1] != 5) return 2;
  if ((*tab[0])[2] != 3 || (*ptab[1])[1] != 5) return 3;
  if (sizeof tab != 2 * sizeof(void *) || sizeof *tab[0] != 12) return 4;
  if (**ptab[1] != 4) return 5;
  return 0;
}
