// C17 6.2.1p4: an identifier declared in an inner block hides the outer
// one until the end of that block.
int g = 1;
__device__ int test(void) {
  if (g != 1) return 1;
  int g = 2;                                   /* hides the file-scope g */
  if (g != 2) return 2;
  {
    int g = 3;
    if (g != 3) return 3;
    {
      g = 4;                                   /* the middle g */
      int g = 5;
      if (g != 5) return 4;
    }
    if (g != 4) return 5;
  }
  if (g != 2) return 6;
  {
    extern int g;                              /* the file-scope object again */
    if (g != 1) return 7;
  }
  return 0;
}
