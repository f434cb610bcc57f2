// C17 6.3.2.3p2, 6.5.16.1: a pointer converts implicitly to a pointer to a
// more qualified type; the two compare equal.
__device__ int test(void) {
  int x = 5;
  int *p = &x;
  const int *cp = p;
  volatile int *vp = p;
  const volatile int *cvp = cp;
  if (cp != p || vp != p || cvp != p) return 1;
  if (*cp + *vp + *cvp != 15) return 2;
  x = 6;
  if (*cp != 6) return 3;                      /* const view, same object */
  int **pp = &p;
  int *const *cpp = pp;
  if (**cpp != 6) return 4;
  return 0;
}
