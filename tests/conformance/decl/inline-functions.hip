// C17 6.7.4: inline is a hint; the calls compute what the plain
// functions would; a static inline function and an inline function with
// an external definition (`extern inline` declaration).
static inline int sq(int x) { return x * x; }
inline int cube(int x) { return x * x * x; }
extern inline int cube(int x);
static inline __attribute__((always_inline)) int add1(int x) { return x + 1; }
static __attribute__((noinline)) int sub1(int x) { return x - 1; }
static int check(void) {
  if (sq(7) != 49) return 1;
  if (cube(3) != 27) return 2;
  int (*fp)(int) = cube;                /* address of an inline function */
  if (fp(2) != 8) return 3;
  if (add1(sub1(5)) != 5) return 4;
  int (*g)(int) = sq;
  if (g(-3) != 9) return 5;
  return 0;
}
__device__ int test(void) { return check(); }
