// C17 6.3.2.3p3-4: an integer constant 0 (or it cast to void *) is a null
// pointer constant; null pointers compare equal, unequal to any object,
// and are false in a condition.
__device__ int test(void) {
  int x;
  int *n = 0, *p = &x;
  float *nf = (void *)0;
  if (n != 0) return 1;
  if (n) return 2;
  if (!p) return 3;
  if (n == p) return 4;
  if (nf != 0) return 5;
  if (!(n == (void *)0)) return 6;
  if ((n ? 1 : 2) != 2) return 7;
  if (!n != 1) return 8;
  int *m = 1 - 1;                              /* an integer constant expression 0 */
  if (m != n) return 9;
  return 0;
}
