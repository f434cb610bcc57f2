// C17 6.7.6.1, 6.5.3.2: pointers to pointers, through which the pointed-to
// pointer is changed; void * converts to and from any object pointer and
// back unchanged (6.3.2.3p1).
static void advance(int **pp) { (*pp)++; }
static int check(void) {
  int a[3] = {10, 20, 30};
  int *p = a;
  int **pp = &p;
  advance(pp);
  if (*p != 20 || **pp != 20) return 1;
  **pp = 21;
  if (a[1] != 21) return 2;
  void *v = pp;
  int **back = v;
  if (back != pp || **back != 21) return 3;
  int ***ppp = &pp;
  if (***ppp != 21) return 4;
  const int *cp = a;
  const int **cpp = &cp;
  if ((*cpp)[2] != 30) return 5;
  return 0;
}
__device__ int test(void) { return check(); }
