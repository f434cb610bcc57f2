// C17 6.8.5: nested loops of each kind sharing and modifying counters.
__device__ int test(void) {
  int total = 0;
  for (int i = 1; i <= 3; i++) {
    int j = 0;
    while (j < i) {
      int k = 0;
      do {
        total += i * j + k;
        k++;
      } while (k < 2);
      j++;
    }
  }
  /* i=1: j=0: 0+1; i=2: j=0: 0+1, j=1: 2+3; i=3: j=0: 0+1, j=1: 3+4, j=2: 6+7 */
  if (total != 1 + 1 + 5 + 1 + 7 + 13) return 1;
  int triangle = 0;
  for (int a = 0; a < 10; a++)
    for (int b = a; b < 10; b++)
      triangle++;
  if (triangle != 55) return 2;
  return 0;
}
