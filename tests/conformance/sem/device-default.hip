// -fdevice-default (the runner compiles with it): functions and file-scope
// objects without HIP attributes are compiled for the device, so plain C
// works in device code: helpers, their prototypes, static functions,
// globals and constant tables.
int plain_global = 5;
static const int table[4] = {2, 3, 5, 7};
int later(int);                                /* defined below */
static int twice(int x) { return 2 * x; }
int apply(int (*f)(int), int v) { return f(v); }
__device__ int test(void) {
  if (twice(plain_global) != 10) return 1;
  if (later(3) != 30) return 2;
  if (apply(twice, table[3]) != 14) return 3;
  plain_global = 6;
  if (apply(later, plain_global) != 60) return 4;
  return 0;
}
int later(int v) { return v * 10; }
