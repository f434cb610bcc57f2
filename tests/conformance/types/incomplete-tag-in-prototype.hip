// C17 6.7.2.3p8, 6.2.5p22: a pointer to a struct or union that is still
// incomplete may appear in a prototype and a member; completing the type
// later makes both usable, and they denote the same type.
struct s;
union u;
static int get_s(struct s *p);
static int get_u(union u *p);
struct holder { struct s *ps; };
struct s { int v; };
union u { int v; float f; };
static int get_s(struct s *p) { return p->v; }
static int get_u(union u *p) { return p->v; }
__device__ int test(void) {
  struct s a = {5};
  union u b = {6};
  struct holder h = {&a};
  if (get_s(&a) != 5 || get_u(&b) != 6 || get_s(h.ps) != 5) return 1;
  return 0;
}
