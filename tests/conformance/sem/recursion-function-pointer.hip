// C17 6.5.2.2p11: recursion through a function pointer and a recursive
// function that returns a struct.
struct pair { long a, b; };
static struct pair fibpair(int n) {                /* (F(n), F(n+1)) */
  if (n == 0) return (struct pair){0, 1};
  struct pair p = fibpair(n - 1);
  return (struct pair){p.b, p.a + p.b};
}
static int sum_to(int n, int (*self)(int, int (*)())) { return n ? n + self(n - 1, (int (*)())self) : 0; }
static int trampoline(int n, int (*self)()) { return sum_to(n, (int (*)(int, int (*)()))self); }
__device__ int test(void) {
  if (fibpair(10).a != 55 || fibpair(40).a != 102334155) return 1;
  if (trampoline(10, (int (*)())trampoline) != 55) return 2;
  return 0;
}
