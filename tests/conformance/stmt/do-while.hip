// C17 6.8.5.2: a do statement runs its body before the first test, so at
// least once.
__device__ int test(void) {
  int n = 0;
  do
    n++;
  while (0);
  if (n != 1) return 1;
  int i = 10, steps = 0;
  do {
    steps++;
    i -= 3;
  } while (i > 0);
  if (steps != 4 || i != -2) return 2;
  return 0;
}
