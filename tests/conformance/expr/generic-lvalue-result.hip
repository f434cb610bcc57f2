// C17 6.5.1.1p4: a generic selection is an lvalue when its chosen
// association is, so it can be assigned to and have its address taken.
__device__ int test(void) {
  int i = 0;
  double d = 0;
  _Generic(1, int: i, double: d) = 5;
  _Generic(1.0, int: i, double: d) = 2.5;
  if (i != 5 || d != 2.5) return 1;
  int *p = &_Generic(0, int: i, default: i);
  *p += 1;
  if (i != 6) return 2;
  _Generic(i, int: i, default: d)++;
  if (i != 7) return 3;
  return 0;
}
