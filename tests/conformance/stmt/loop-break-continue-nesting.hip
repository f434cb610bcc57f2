// C17 6.8.6.2-3: break and continue apply to the innermost enclosing loop
// (or switch for break), in nested for/while/do combinations.
__device__ int test(void) {
  int count = 0;
  for (int i = 0; i < 5; i++) {
    int j = 0;
    while (1) {
      if (++j > i) break;
      if (j == 2) continue;
      do {
        count++;
        if (count > 1000) return 99;
        continue;
      } while (0);
    }
  }
  /* i = 1: j=1; i = 2: j=1 (j=2 skipped); i = 3: j=1,3; i = 4: j=1,3,4 */
  if (count != 1 + 1 + 2 + 3) return 1;
  int k = 0, n = 0;
  do {
    k++;
    if (k % 2) continue;
    n += k;
  } while (k < 6);
  if (n != 2 + 4 + 6) return 2;
  return 0;
}
