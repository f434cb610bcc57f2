// GNU C (clang in C mode too): arithmetic on void * steps by one byte, as
// if sizeof(void) were 1.
__device__ int test(void) {
  int a[4] = {1, 2, 3, 4};
  void *v = a;
  void *w = v + 8;
  if (*(int *)w != 3) return 1;
  if (w - v != 8) return 2;
  v++;
  if ((char *)v != (char *)a + 1) return 3;
  v += 3;
  if (*(int *)v != 2) return 4;
  return 0;
}
