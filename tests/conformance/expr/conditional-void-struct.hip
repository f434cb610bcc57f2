// C17 6.5.15p3: ?: with two void operands (for their side effects) or two
// structures of the same type.
struct P { int a, b; };
static int hits;
static void hit(int v) { hits += v; }
__device__ int test(void) {
  volatile int c = 0;
  hits = 0;
  c ? hit(1) : hit(10);
  if (hits != 10) return 1;
  !c ? hit(1) : (void)0;
  if (hits != 11) return 2;
  struct P s = {1, 2}, t = {3, 4};
  struct P u = c ? s : t;
  if (u.a != 3 || u.b != 4) return 3;
  return 0;
}
