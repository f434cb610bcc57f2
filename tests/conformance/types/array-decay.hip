// C17 6.3.2.1p3: an array expression converts to a pointer to its first
// element, except as the operand of sizeof or unary &; a parameter of
// array type is a pointer (6.7.6.3p7).
static unsigned long param_size(int a[10]) { return sizeof a; }
static int second(int a[]) { return a[1]; }
static int check(void) {
  int a[5] = {1, 2, 3, 4, 5};
  int *p = a;
  if (p != &a[0]) return 1;
  if (sizeof a != 20 || sizeof(a + 0) != sizeof(int *)) return 2;
  if (param_size(a) != sizeof(int *)) return 3;
  if (second(a) != 2 || second(a + 2) != 4) return 4;
  int (*pa)[5] = &a;
  if ((*pa)[4] != 5 || sizeof *pa != 20) return 5;
  if ((char *)(pa + 1) - (char *)pa != 20) return 6;   /* &a + 1 */
  if (2[a] != 3 || *(a + 3) != 4) return 7;            /* E1[E2] is *(E1+E2) */
  if (sizeof "abc" != 4 || sizeof &"abc" != sizeof(char *)) return 8;
  return 0;
}
__device__ int test(void) { return check(); }
