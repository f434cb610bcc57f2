// C17 6.2.2p3-5: a later declaration of a function without `static`, or
// of an object with `extern`, after a visible static declaration refers to
// the same internal-linkage entity.
static int f(void);
int f(void) { return 7; }                      /* still internal */
static int counter = 1;
extern int counter;
static int g(void) { extern int counter; return counter; }
__device__ int test(void) {
  if (f() != 7) return 1;
  counter = 5;
  if (g() != 5) return 2;
  {
    extern int counter;
    counter++;
  }
  if (counter != 6) return 3;
  return 0;
}
