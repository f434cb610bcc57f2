// C17 6.7.3, 6.7.9: const and volatile aggregates are initialised like
// others; a const struct member inside a mutable struct.
struct rec { const int id; int v; };
static int check(void) {
  const int ca[3] = {1, 2, 3};
  if (ca[0] + ca[1] + ca[2] != 6) return 1;
  volatile double vd[2] = {0.5};
  if (vd[0] != 0.5 || vd[1] != 0) return 2;
  struct rec r = {7, 8};
  r.v = 9;
  if (r.id != 7 || r.v != 9) return 3;
  const struct rec cr[2] = {{1, 2}, {3}};
  if (cr[1].id != 3 || cr[1].v != 0) return 4;
  return 0;
}
__device__ int test(void) { return check(); }
