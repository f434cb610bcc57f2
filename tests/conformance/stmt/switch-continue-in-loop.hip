// C17 6.8.6.2, 6.8.6.3: inside a switch inside a loop, break leaves the
// switch and continue goes on with the loop.
__device__ int test(void) {
  int evens = 0, odds = 0, other = 0;
  for (int i = 0; i < 10; i++) {
    switch (i % 3) {
    case 0:
      evens++;
      continue;
    case 1:
      odds++;
      break;
    default:
      other++;
    }
    other += 10;
  }
  if (evens != 4 || odds != 3 || other != 3 + 60) return 1;
  int n = 0;
  while (n < 100) {
    switch (n) {
    case 5:
      goto out;
    default:
      n++;
      continue;
    }
  }
out:
  if (n != 5) return 2;
  return 0;
}
