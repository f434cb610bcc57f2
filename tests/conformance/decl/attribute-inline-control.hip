// GNU always_inline and noinline: the program computes the same values
// (recursion through a noinline function; an always_inline helper called
// in a loop).
static inline __attribute__((always_inline)) int mix(int a, int b) { return a * 31 + b; }
static __attribute__((noinline)) int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
__attribute__((noinline)) static int id(int x) { return x; }
static int __attribute__((always_inline)) inline twice(int x) { return 2 * x; }
static int check(void) {
  int h = 0;
  for (int i = 0; i < 5; i++)
    h = mix(h, i);
  if (h != ((1 * 31 + 2) * 31 + 3) * 31 + 4) return 1;
  if (fact(6) != 720) return 2;
  if (id(7) != 7 || twice(id(4)) != 8) return 3;
  int (*fp)(int) = fact;
  if (fp(5) != 120) return 4;
  return 0;
}
__device__ int test(void) { return check(); }
