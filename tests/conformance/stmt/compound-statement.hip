// C17 6.8.2: a compound statement is a block; declarations and statements
// may be mixed in any order, and blocks nest.
__device__ int test(void) {
  int a = 1;
  a++;
  int b = a * 10;                              /* a declaration after a statement */
  {
    int c = b + 1;
    {
      int d = c + 1;
      b = d;
    }
  }
  if (b != 22) return 1;
  {}
  {;}
  { { { a = 7; } } }
  if (a != 7) return 2;
  return 0;
}
