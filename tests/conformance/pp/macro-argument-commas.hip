// C17 6.10.3p11: commas inside nested parentheses do not separate macro
// arguments; commas inside braces or brackets do.
#define FIRST(a, ...) a
#define COUNT(...) COUNT_(__VA_ARGS__, 5, 4, 3, 2, 1, 0)
#define COUNT_(a, b, c, d, e, n, ...) n
#define ID(x) x
static int add(int a, int b) { return a + b; }
__device__ int test(void) {
  if (FIRST(add(1, 2), 9) != 3) return 1;
  if (COUNT((1, 2, 3)) != 1) return 2;
  if (COUNT({1, 2}) != 2) return 3;            /* braces do not protect */
  if (COUNT(a[1, 2]) != 2) return 4;           /* nor brackets */
  if (ID((1, 2)) != 2) return 5;
  return 0;
}
