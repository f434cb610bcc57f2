// C17 6.10.3p12, 6.10.3.1: __VA_ARGS__ forwarded through several macro
// levels keeps its commas; a variadic macro with named parameters first.
#define CALL(f, ...) f(__VA_ARGS__)
#define FWD(...) CALL(__VA_ARGS__)
#define SUM3(a, b, c) ((a) + (b) + (c))
#define FIRST_OF(x, ...) x
#define REST_OF(x, ...) __VA_ARGS__
static int add3(int a, int b, int c) { return a + b + c; }
__device__ int test(void) {
  if (CALL(add3, 1, 2, 3) != 6) return 1;
  if (FWD(add3, 4, 5, 6) != 15) return 2;
  if (FWD(SUM3, 1, 1, 1) != 3) return 3;
  if (FIRST_OF(7, 8, 9) != 7) return 4;
  if (add3(REST_OF(0, 1, 2, 3)) != 6) return 5;
  return 0;
}
