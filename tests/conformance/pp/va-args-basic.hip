// C17 6.10.3p12 and 6.10.3.1p2: a variadic macro; __VA_ARGS__ is replaced by
// all the arguments that match the ellipsis, commas included.
static int sum3(int a, int b, int c) { return a * 100 + b * 10 + c; }
#define CALL(f, ...) f(__VA_ARGS__)
#define ALL(...) sum3(__VA_ARGS__)
static int check(void) {
  if (CALL(sum3, 1, 2, 3) != 123) return 1;
  if (ALL(4, 5, 6) != 456) return 2;
  if (ALL((7, 1), 2, 3) != 123) return 3;      /* parenthesised comma */
  if (CALL(sum3, 9, (0, 8), 7) != 987) return 4;
  return 0;
}
__device__ int test(void) { return check(); }
