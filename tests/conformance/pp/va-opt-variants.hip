// __VA_OPT__ (C23 6.10.4.1, in clang and gcc for every mode): a trailing
// comma in a call, a separator between fixed and variable arguments, and
// an argument that expands to nothing counting as absent.
#define CALL(f, ...) f(0 __VA_OPT__(,) __VA_ARGS__)
#define SUMALL(first, ...) (first __VA_OPT__(+ SUMREST(__VA_ARGS__)))
#define SUMREST(...) add_all(0, __VA_ARGS__)
#define NOTHING
static int count(int z, ...) { return z; }
static int zero(int z) { return z + 1; }
static int add_all(int z, int a, int b) { return z + a + b; }
__device__ int test(void) {
  if (CALL(zero) != 1) return 1;
  if (CALL(zero, NOTHING) != 1) return 2;      /* empty after expansion */
  if (SUMALL(5) != 5) return 3;
  if (SUMALL(5, 1, 2) != 8) return 4;
  return 0;
}
