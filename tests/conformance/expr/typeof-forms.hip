// GNU C typeof / __typeof__ (standard in C23 6.7.2.5): of a type name, of
// an expression (not evaluated), of an array, and in a pointer declarator.
__device__ int test(void) {
  int i = 1;
  typeof(int *) p = &i;
  __typeof__(i) j = 2;
  typeof(i++) k = 3;                           /* i++ is not evaluated */
  if (i != 1 || *p != 1 || j != 2 || k != 3) return 1;
  int arr[5] = {1, 2, 3, 4, 5};
  typeof(arr) copy;
  if (sizeof copy != sizeof arr) return 2;
  typeof(arr[0]) *q = &arr[2];
  if (*q != 3) return 3;
  typeof(typeof(char) *) cp = "x";
  if (*cp != 'x') return 4;
  typeof(1.0f + 1) f = 1.5f;
  if (_Generic(f, float: 0, default: 1)) return 5;
  const int ci = 5;
  typeof(ci) cj = 6;                           /* keeps const */
  if (_Generic(&cj, const int *: 0, default: 1)) return 6;
  return 0;
}
