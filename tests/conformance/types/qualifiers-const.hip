// C17 6.7.3: const applies to what it qualifies: a pointer to const, a
// const pointer, const members; qualifiers on an rvalue are dropped
// (6.3.2.1p2).
struct s { const int id; int v; };
static int read(const int *p) { return *p; }
static int check(void) {
  const int c = 5;
  int x = 1, y = 2;
  const int *pc = &x;           /* pointer to const: the pointer moves */
  pc = &y;
  if (*pc != 2) return 1;
  int *const cp = &x;           /* const pointer: the object changes */
  *cp = 10;
  if (x != 10) return 2;
  const int *const cpc = &c;
  if (*cpc != 5 || read(&x) != 10) return 3;
  struct s a = {7, 1};
  a.v = 2;
  if (a.id != 7 || a.v != 2) return 4;
  if (_Generic(c + 0, int: 1, default: 0) != 1) return 5;
  int const typedef_order = 3;  /* qualifier after the type */
  if (typedef_order != 3) return 6;
  return 0;
}
__device__ int test(void) { return check(); }
