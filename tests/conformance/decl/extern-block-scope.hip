// C17 6.2.2p4: an extern declaration at block scope names the file-scope
// object or function with external linkage, also from inside a block that
// hides it.  (Ones defined later in the file: PENDING-A.md.)
__device__ int shared_value = 11;
int add_earlier(int a, int b) { return a + b; }
static int check(void) {
  extern int shared_value;
  if (shared_value != 11) return 1;
  shared_value = 12;
  extern int add_earlier(int, int);
  if (add_earlier(2, 3) != 5) return 2;
  {
    int shared_value = 0;               /* hides the global... */
    {
      extern int shared_value;          /* ...and this finds it again */
      if (shared_value != 12) return 3;
    }
    if (shared_value != 0) return 4;
  }
  return 0;
}
__device__ int test(void) { return check(); }
