// C17 6.8.6.3: break leaves a do statement without testing its condition.
__device__ int test(void) {
  int i = 0, tests = 0;
  do {
    if (++i == 4)
      break;
  } while (tests++, 1);
  if (i != 4 || tests != 3) return 1;
  return 0;
}
