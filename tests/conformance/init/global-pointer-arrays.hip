// C17 6.6p9, 6.7.9: arrays of pointers to globals and to string literals,
// a pointer to a global array, a pointer to a pointer.
__device__ int a = 1, b = 2, c = 3;
__device__ int *ptrs[3] = {&c, &a, &b};
__device__ int **pp = &ptrs[1];
__device__ const char *names[] = {"zero", "one", "two"};
__device__ int row[4] = {5, 6, 7, 8};
__device__ int (*prow)[4] = &row;
static int check(void) {
  if (*ptrs[0] != 3 || *ptrs[1] != 1 || *ptrs[2] != 2) return 1;
  if (**pp != 1 || *pp[1] != 2) return 2;
  if (sizeof names / sizeof names[0] != 3) return 3;
  if (names[2][1] != 'w' || names[1][3] != 0) return 4;
  if ((*prow)[2] != 7) return 5;
  return 0;
}
__device__ int test(void) { return check(); }
