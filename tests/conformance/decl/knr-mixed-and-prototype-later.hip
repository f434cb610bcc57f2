// C17 6.9.1p6-7, 6.7.6.3p15: old-style definitions with pointer, long
// and const char * parameters, called directly and through an earlier
// declaration without a prototype.
struct p { int x, y; };
static int dot(a, b) struct p *a; struct p *b; { return a->x * b->x + a->y * b->y; }
static long widen(v, shift) long v; int shift; { return v << shift; }
static int use();
static int use(n, s) int n; const char *s; { return s[n]; }
__device__ int test(void) {
  struct p u = {1, 2}, v = {3, 4};
  if (dot(&u, &v) != 11) return 1;
  if (widen(1L, 40) != 1099511627776L) return 2;
  if (use(1, "xyz") != 'y') return 3;
  return 0;
}
