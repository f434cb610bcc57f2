// C17 6.8.6.2p2: continue in a do statement jumps to the loop condition,
// not to the top of the body.
__device__ int test(void) {
  int i = 0, body = 0, tests = 0;
  do {
    i++;
    if (i % 2)
      continue;
    body++;
  } while (tests++, i < 6);
  if (i != 6 || body != 3 || tests != 6) return 1;
  int once = 0;
  do {
    once++;
    continue;                                  /* goes to while (0): ends */
  } while (0);
  if (once != 1) return 2;
  return 0;
}
