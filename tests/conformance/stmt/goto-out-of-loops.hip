// C17 6.8.6.1: goto leaves several nested loops at once.
__device__ int test(void) {
  int fi = -1, fj = -1;
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 10; j++)
      for (int k = 0; k < 10; k++)
        if (i * 100 + j * 10 + k == 372) {
          fi = i;
          fj = j;
          goto found;
        }
  return 1;
found:
  if (fi != 3 || fj != 7) return 2;
  return 0;
}
