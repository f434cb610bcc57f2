// C17 6.7.3, 6.5.16.1p1: qualifiers at each pointer level; adding const
// at the first level converts implicitly, and a cast removes it again.
static int check(void) {
  int x = 1, y = 2;
  int *p = &x;
  const int *cp = p;                    /* int * -> const int * */
  int *const *pcp = &p;                 /* pointer to const pointer */
  if (**pcp != 1 || *cp != 1) return 1;
  const int *const *cpcp = &cp;
  if (**cpcp != 1) return 2;
  volatile int *vp = &y;
  const volatile int *cvp = vp;
  if (*cvp != 2) return 3;
  int *back = (int *)cp;                /* the object is not const */
  *back = 5;
  if (x != 5) return 4;
  return 0;
}
__device__ int test(void) { return check(); }
