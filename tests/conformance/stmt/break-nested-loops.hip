// C17 6.8.6.3: break leaves only the innermost enclosing loop.
__device__ int test(void) {
  int outer = 0, inner = 0;
  for (int i = 0; i < 4; i++) {
    outer++;
    for (int j = 0; j < 100; j++) {
      if (j == 3)
        break;
      inner++;
    }
  }
  if (outer != 4 || inner != 12) return 1;
  int k = 0;
  while (1) {
    do {
      break;
    } while (1);
    if (++k == 5)
      break;
  }
  if (k != 5) return 2;
  return 0;
}
