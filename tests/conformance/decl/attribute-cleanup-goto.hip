// GNU cleanup(f) and goto: a goto out of the scopes of variables with
// cleanups runs theirs, innermost first, also when it jumps backwards to
// a label before the block (the block is entered again, anew).
static int trail[8], n;
static void rec(int *p) { trail[n++] = *p; }
__device__ int test(void) {
  int tries = 0;
again:
  {
    int a __attribute__((cleanup(rec))) = 10 + tries;
    {
      int b __attribute__((cleanup(rec))) = 20 + tries;
      if (tries++ < 1)
        goto again;
      goto out;
    }
  }
out:
  if (n != 4 || trail[0] != 20 || trail[1] != 10 || trail[2] != 21 || trail[3] != 11) return 1;
  return 0;
}
