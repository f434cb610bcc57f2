// C17 6.10.3.4p2: a macro name found while rescanning its own expansion
// (directly or through another macro) is not replaced again; the painted
// name stays an ordinary identifier.
#define a b
#define b a
static int f(int x) { return x; }
static int g(int x) { return x + 1000; }
#define f(x) g(x + 1)
#define g(x) f(x * 2)
__device__ int test(void) {
  int a = 1;                                   /* a -> b -> a: declares a */
  int b = 2;                                   /* b -> a -> b: declares b */
  if (a != 1 || b != 2) return 1;
  if (f(3) != 5) return 2;                     /* f(3) -> g(3 + 1) -> f(3 + 1 * 2) */
  if (g(3) != 1007) return 3;                  /* g(3) -> f(3 * 2) -> g(3 * 2 + 1) */
  return 0;
}
