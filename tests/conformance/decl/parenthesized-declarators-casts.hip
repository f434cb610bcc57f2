// C17 6.7.6, 6.5.4, 6.7.7: parenthesized declarators (int (x), T (*p)),
// and the cast/parenthesized-expression distinction that depends on
// whether the name in parentheses is a typedef: (T)-1 is a cast, (x)-1 a
// subtraction; sizeof (T) * 2 vs sizeof (x) * 2.
typedef int T;
static int three(void) { return 3; }
__device__ int test(void) {
  int x = 5;
  int a = (T)-1, b = (x)-1;
  if (a != -1 || b != 4) return 1;
  int c = sizeof (T) * 2, d = sizeof (x) * 2;
  if (c != 8 || d != 8) return 2;
  int (y) = 3, (*(py)) = &y, ((z)) = 4;
  if (*py + z != 7) return 3;
  T (w) = 6;
  T (*pw) = &w;
  if (*pw != 6) return 4;
  int arr[2][3] = {{1, 2, 3}, {4, 5, 6}};
  void *v = arr;
  int (*r)[3] = (int (*)[3])v;
  int (*f)(void) = (int (*)(void))three;
  if (r[1][0] != 4 || f() != 3) return 5;
  return 0;
}
