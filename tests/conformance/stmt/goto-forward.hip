// C17 6.8.6.1: goto jumps forward to a label in the same function,
// skipping the statements between.
__device__ int test(void) {
  int r = 0;
  goto skip;
  r = 100;
skip:
  r += 1;
  if (r != 1) return 1;
  volatile int c = 1;
  if (c)
    goto out;
  r = 50;
out:
  if (r != 1) return 2;
  return 0;
}
