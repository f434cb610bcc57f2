// C17 6.5.6p8: adding an integer to a pointer into an array moves it by
// that many elements; E1[E2] is *((E1)+(E2)).
__device__ int test(void) {
  int a[5] = {10, 11, 12, 13, 14};
  int *p = a;
  volatile int k = 3;
  if (*(p + 3) != 13) return 1;
  if (p[k] != 13) return 2;
  if (3[a] != 13) return 3;                    /* E1[E2] is symmetric */
  if (*(a + 4) != 14) return 4;
  int *end = a + 5;                            /* one past the end is valid */
  if (end[-1] != 14) return 5;
  if (*(end - k) != 12) return 6;
  if (*(k + p) != 13) return 7;
  long lk = 2;
  if (p[lk] != 12) return 8;
  unsigned char uk = 1;
  if (p[uk] != 11) return 9;
  return 0;
}
