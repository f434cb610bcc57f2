// C17 6.5.15p6: with pointer operands, ?: yields the composite type with
// the qualifiers of both; with void * and an object pointer, void *; with
// a null pointer constant, the other pointer's type.
__device__ int test(void) {
  int x = 1, y = 2;
  volatile int c = 1;
  const int *cp = &x;
  int *p = &y;
  void *vp = &y;
  if (_Generic(c ? cp : p, const int *: 0, default: 1)) return 1;
  if (_Generic(c ? p : vp, void *: 0, default: 1)) return 2;
  if (_Generic(c ? p : 0, int *: 0, default: 1)) return 3;
  if (_Generic(c ? (void *)0 : p, int *: 0, default: 1)) return 4;
  if (_Generic(c ? cp : vp, const void *: 0, default: 1)) return 5;
  if (*(c ? cp : p) != 1) return 6;
  if (*(!c ? cp : p) != 2) return 7;
  int a[3] = {4, 5, 6};
  if ((c ? a : p)[2] != 6) return 8;           /* the array decays */
  return 0;
}
