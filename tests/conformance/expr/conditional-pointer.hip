// C17 6.5.15p6: ?: with a pointer and a null pointer constant has the
// pointer's type; with void * and an object pointer, void *; qualifiers of
// both are combined.
__device__ int test(void) {
  int x = 1, y = 2;
  int *p = &x;
  const int *cq = &y;
  volatile int c = 1;
  if (_Generic(c ? p : 0, int *: 0, default: 1)) return 1;
  if (_Generic(c ? 0 : p, int *: 0, default: 1)) return 2;
  if (_Generic(c ? p : (void *)0, int *: 0, default: 1)) return 3;   /* null constant */
  void *v = &y;
  if (_Generic(c ? p : v, void *: 0, default: 1)) return 4;
  if (_Generic(c ? p : cq, const int *: 0, default: 1)) return 5;
  if (*(c ? p : cq) != 1) return 6;
  if (*(!c ? p : cq) != 2) return 7;
  int *r = !c ? p : 0;
  if (r != 0) return 8;
  *(c ? p : &y) = 7;                           /* the chosen pointer */
  if (x != 7 || y != 2) return 9;
  return 0;
}
