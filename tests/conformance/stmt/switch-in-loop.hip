// C17 6.8.6.2-6.8.6.3: break in a switch leaves the switch only; continue
// in a switch continues the enclosing loop.
__device__ int test(void) {
  int sum = 0, iterations = 0;
  for (int i = 0; i < 6; i++) {
    iterations++;
    switch (i % 3) {
    case 0:
      continue;                                /* skips the += below */
    case 1:
      sum += 10;
      break;
    default:
      sum += 100;
      break;
    }
    sum += 1;
  }
  if (iterations != 6) return 1;
  if (sum != 2 * 11 + 2 * 101) return 2;
  int i = 0;
  while (1) {
    switch (i) {
    case 3:
      goto done;
    default:
      i++;
      break;
    }
  }
done:
  if (i != 3) return 3;
  return 0;
}
