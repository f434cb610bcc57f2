// C17 6.5.17: the left operand of ',' is evaluated as a void expression,
// then a sequence point, then the right: its type and value are the
// result's.  The result is not an lvalue.
__device__ int test(void) {
  int i = 0, j;
  j = (i++, i + 10);
  if (j != 11 || i != 1) return 1;
  if (_Generic((i, 1.5), double: 0, default: 1)) return 2;
  if ((1, 2, 3) != 3) return 3;
  char c = 0;
  if (sizeof(0, c) != 1) return 4;             /* type of the right operand */
  int k;
  for (i = 0, k = 10; i < k; i++, k--)
    ;
  if (i != 5 || k != 5) return 5;
  int a[2] = {1, 2};
  int *p = (i = 9, a);                         /* an array operand decays */
  if (p[1] != 2 || i != 9) return 6;
  return 0;
}
