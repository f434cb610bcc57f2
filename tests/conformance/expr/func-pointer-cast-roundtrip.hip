// C17 6.3.2.3p8: a function pointer converted to another function pointer
// type and back compares equal to the original and calls the function.
static int add1(int x) { return x + 1; }
static double half(double d) { return d / 2; }
typedef void (*generic_fn)(void);
__device__ int test(void) {
  generic_fn table[2] = {(generic_fn)add1, (generic_fn)half};
  int (*f)(int) = (int (*)(int))table[0];
  double (*g)(double) = (double (*)(double))table[1];
  if (f != add1 || g != half) return 1;
  if (f(1) != 2 || g(3.0) != 1.5) return 2;
  if ((generic_fn)add1 == (generic_fn)half) return 3;
  return 0;
}
