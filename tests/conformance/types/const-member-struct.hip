// C17 6.7.3, 6.3.2.1p1: a struct with a const member is initialized, read
// and copied by initialization (not assigned as a whole); volatile
// members are read each time.
struct cfg { const int id; volatile int hits; const char *const name; };
static int use(struct cfg c) { return c.id + c.hits; }
__device__ int test(void) {
  struct cfg a = {7, 0, "dev"};
  a.hits = 3;
  a.hits++;
  if (a.id != 7 || a.hits != 4) return 1;
  struct cfg b = a;                            /* initialization is allowed */
  if (b.id != 7 || b.name[2] != 'v') return 2;
  if (use(a) != 11) return 3;
  const struct cfg *p = &a;
  if (p->hits != 4) return 4;
  return 0;
}
