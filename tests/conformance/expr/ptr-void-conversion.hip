// C17 6.3.2.3p1: any object pointer converts to void * and back, comparing
// equal to the original; 6.5.9p5 compares void * with other pointers.
__device__ int test(void) {
  int x = 42;
  double d = 2.5;
  void *v = &x;
  int *ip = v;                                 /* implicit in C */
  if (ip != &x) return 1;
  if (*ip != 42) return 2;
  if (v != &x) return 3;
  v = &d;
  if (*(double *)v != 2.5) return 4;
  const void *cv = &x;
  if (*(const int *)cv != 42) return 5;
  void *n = 0;
  if (n != (int *)0) return 6;
  char *c = (char *)(void *)&x;
  if ((void *)c != (void *)&x) return 7;
  return 0;
}
