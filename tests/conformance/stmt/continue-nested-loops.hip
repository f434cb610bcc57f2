// C17 6.8.6.2: continue ends the current iteration of the innermost loop
// only.
__device__ int test(void) {
  int count = 0;
  for (int i = 0; i < 5; i++) {
    if (i == 2)
      continue;
    int j = 0;
    while (j < 5) {
      j++;
      if (j % 2)
        continue;
      count++;                                 /* j = 2 and 4 */
    }
  }
  if (count != 8) return 1;
  return 0;
}
