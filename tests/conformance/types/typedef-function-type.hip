// C17 6.7.8p3, 6.9.1p2: a typedef of a function type declares functions
// (not defines them) and forms pointers to them.
typedef int binop(int, int);
binop add;                          /* int add(int, int); */
static binop *pick = add;
int add(int a, int b) { return a + b; }
typedef void proc(int *);
static void bump(int *p) { ++*p; }
static int run(proc *f, int v) { f(&v); return v; }
static int check(void) {
  if (add(2, 3) != 5) return 1;
  if (pick(4, 4) != 8) return 2;
  binop *fp = add;
  if (fp(1, 1) != 2) return 3;
  if (run(bump, 9) != 10) return 4;
  return 0;
}
__device__ int test(void) { return check(); }
