// C17 6.5.2.1p2: E1[E2] is (*((E1)+(E2))): the operands commute, either
// may be the pointer, a string literal can be subscripted, and negative
// subscripts from a pointer into the middle are fine.
__device__ int test(void) {
  int a[5] = {10, 20, 30, 40, 50};
  int *mid = &a[2];
  if (2[a] != 30 || a[2] != 2[a]) return 1;
  if (mid[-2] != 10 || (-1)[mid] != 20) return 2;
  if ("abc"[1] != 'b' || 2["abc"] != 'c') return 3;
  if (*"x" != 'x' || sizeof "abc"[0] != 1) return 4;
  if (&a[3] != a + 3 || &3[a] != mid + 1) return 5;
  if (a[1, 4] != 50) return 6;                 /* the comma operator */
  return 0;
}
