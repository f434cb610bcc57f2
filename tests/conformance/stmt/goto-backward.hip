// C17 6.8.6.1: goto jumps backward, making a loop.
__device__ int test(void) {
  int i = 0, sum = 0;
again:
  sum += i;
  i++;
  if (i < 10)
    goto again;
  if (sum != 45 || i != 10) return 1;
  return 0;
}
