// C17 6.2.1p4, 6.7.2.3p4-5: a struct tag declared in an inner block hides
// the outer one from its declaration on; before it, the outer one is
// visible in that block.
struct s { int a; };
__device__ int test(void) {
  struct s outer = {1};
  {
    struct s { double d; char c; };
    struct s inner = {2.5, 'x'};
    if (sizeof inner != 16 || inner.c != 'x') return 1;
  }
  {
    struct s *p = &outer;                      /* the outer struct s */
    struct s { char only; };
    struct s v = {'y'};
    if (sizeof(struct s) != 1 || v.only != 'y' || p->a != 1) return 2;
  }
  if (sizeof(struct s) != 4 || outer.a != 1) return 3;
  return 0;
}
