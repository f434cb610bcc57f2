// C17 6.7.6: declarators combining pointers, arrays and functions, read
// inside out: an array of pointers to functions returning pointers, a
// pointer to an array of pointers, a function returning a pointer to an
// array.
static int g[3] = {1, 2, 3};
static int *first(int i) { return &g[i]; }
static int *second(int i) { return &g[i] + 1; }
static int (*rows(void))[3] { return &g; }
static int check(void) {
  int *(*fns[2])(int) = {first, second};       /* array of 2 pointers to functions */
  if (*fns[0](0) != 1 || *fns[1](0) != 2) return 1;
  int *(*(*pfns)[2])(int) = &fns;              /* pointer to that array */
  if (*(*pfns)[1](1) != 3) return 2;
  int a = 5, b = 6;
  int *ptrs[2] = {&a, &b};
  int *(*pp)[2] = &ptrs;                       /* pointer to array of pointers */
  if (*(*pp)[1] != 6) return 3;
  int (*r)[3] = rows();
  if ((*r)[2] != 3) return 4;
  if (sizeof(int *(*)[2]) != sizeof(void *) || sizeof(int *[2]) != 2 * sizeof(void *)) return 5;
  if (sizeof(int (*)(int)) != sizeof(void *) || sizeof(int[2][3]) != 24) return 6;
  return 0;
}
__device__ int test(void) { return check(); }
