// GNU attributes between the declaration specifiers and the declarator,
// before the specifiers, and after the declarator, as gcc and clang
// accept them on function declarations and definitions.
static int __attribute__((noinline)) f(void) { return 42; }
static int __attribute__((noinline, unused)) g(void) { return 1; }
__attribute__((noinline)) static int h(void) { return 2; }
static int k(void) __attribute__((noinline));
static int k(void) { return 3; }
static inline int __attribute__((always_inline)) m(int x) { return x + 1; }
static __attribute__((noinline)) int n(void) { return 4; }
__device__ int test(void) {
  if (f() != 42 || g() != 1 || h() != 2 || k() != 3) return 1;
  if (m(4) != 5 || n() != 4) return 2;
  return 0;
}
