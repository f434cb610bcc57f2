// C17 6.7.2.3p7 (and EXAMPLE 3 of 6.7.2.3): `struct s;` alone in a block
// declares a new struct s there, hiding the outer one; the definition that
// follows in that block completes that same new type.
struct s { int a; };
__device__ int test(void) {
  {
    struct s;
    struct s *p;
    struct s { char only; } v = {'y'};
    p = &v;
    if (p->only != 'y' || sizeof *p != 1) return 1;
  }
  return 0;
}
