// C17 6.2.4p5-6: an automatic object exists from entry into its block
// until the block ends; each recursive activation has its own.
static int chain(int depth, int *outer) {
  int mine = depth;
  if (outer && *outer != depth + 1)
    return -1;                                 /* the caller's object is intact */
  if (depth == 0)
    return mine;
  int r = chain(depth - 1, &mine);
  if (mine != depth)
    return -1;
  return r + mine;
}
__device__ int test(void) {
  if (chain(10, 0) != 55) return 1;
  int *p;
  {
    int inner = 5;
    p = &inner;
    if (*p != 5) return 2;                     /* valid inside the block */
  }
  return 0;
}
